import { useMemo, useState } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import { MSG, type TCourseEnrolGroup } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';
import { SearchInput } from '../../../components/search-input';
import { matchesFilter } from '../../courses-admin/lib/enrolment-selection';
import { usePlaylistEnrolGroups } from '../api/queries';
import type { TPlaylistEnrolMode } from './enrol-mode';

const COLUMNS: readonly TColumn<TCourseEnrolGroup>[] = [
  { key: 'name', header: 'Group Name', cell: (g) => g.name },
  { key: 'total_users', header: 'Users', cell: (g) => g.total_users },
];

interface TEnrolGroupsStepProps {
  mode: TPlaylistEnrolMode;
  playlistId: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** Step 2, Groups. Enrol: tick groups not on the playlist. Unenroll: tick groups on it (their members follow). */
export function EnrolGroupsStep({ mode, playlistId, selected, onChange }: TEnrolGroupsStepProps) {
  const [filter, setFilter] = useState('');
  const enrolling = mode === 'enrol';
  const unenrolled = usePlaylistEnrolGroups(playlistId, 'playlists.unenrolledGroups', enrolling);
  const enrolled = usePlaylistEnrolGroups(playlistId, 'playlists.enrolledGroups', true);
  const shown = useMemo(() => {
    const match = (g: TCourseEnrolGroup) => matchesFilter({ id: g.id, searchText: g.name }, filter);
    return { unenrolled: (unenrolled.data ?? []).filter(match), enrolled: (enrolled.data ?? []).filter(match) };
  }, [unenrolled.data, enrolled.data, filter]);
  const none = filter ? 'No groups match the filter.' : undefined;
  return (
    <Stack gap="md">
      <SearchInput label="Filter groups by name" onSearch={setFilter} />
      {(unenrolled.isError || enrolled.isError) && <Alert color="red">{MSG.GENERIC_ERROR}</Alert>}
      {enrolling && (
        <>
          <Title order={3} fz="md">
            Not Enrolled Groups
          </Title>
          <DataTable
            caption="Groups not enrolled on this playlist"
            columns={COLUMNS}
            rows={shown.unenrolled}
            rowId={(g) => g.id}
            rowLabel={(g) => g.name}
            loading={unenrolled.isFetching}
            empty={none ?? 'Every group is enrolled on this playlist.'}
            selection={{ selected, onChange }}
            minWidth={320}
          />
        </>
      )}
      <Title order={3} fz="md">
        Enrolled Groups
      </Title>
      <DataTable
        caption="Groups enrolled on this playlist"
        columns={COLUMNS}
        rows={shown.enrolled}
        rowId={(g) => g.id}
        rowLabel={(g) => g.name}
        loading={enrolled.isFetching}
        empty={none ?? 'No groups are enrolled on this playlist.'}
        selection={enrolling ? undefined : { selected, onChange }}
        minWidth={320}
      />
    </Stack>
  );
}
