import { useMemo, useState } from 'react';
import { Alert, Stack, Text, Title, Tooltip } from '@mantine/core';
import { MSG, type TCourseEnrolUser } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';
import { SearchInput } from '../../../components/search-input';
import { matchesFilter, type TPickable } from '../../courses-admin/lib/enrolment-selection';
import { usePlaylistEnrolUsers } from '../api/queries';
import type { TPlaylistEnrolMode } from './enrol-mode';

const fullName = (u: TCourseEnrolUser) => `${u.first_name} ${u.last_name}`;

export function pickableUser(u: TCourseEnrolUser): TPickable {
  return { id: u.id, searchText: `${fullName(u)} ${u.email}`, locked: u.disabled ? MSG.ENROL_GROUP_USER_TOOLTIP : undefined };
}

const COLUMNS: readonly TColumn<TCourseEnrolUser>[] = [
  { key: 'first_name', header: 'First Name', cell: (u) => u.first_name },
  { key: 'last_name', header: 'Surname', cell: (u) => u.last_name },
  { key: 'email', header: 'Email', cell: (u) => u.email },
];

const ENROLLED_COLUMNS: readonly TColumn<TCourseEnrolUser>[] = [
  ...COLUMNS,
  {
    key: 'source',
    header: 'Enrolled',
    cell: (u) =>
      u.disabled ? (
        <Tooltip label={MSG.ENROL_GROUP_USER_TOOLTIP} withinPortal multiline maw={260}>
          <Text size="sm" c="dimmed" tabIndex={0} aria-label={`Through a group: ${MSG.ENROL_GROUP_USER_TOOLTIP}`}>
            Through a group
          </Text>
        </Tooltip>
      ) : (
        'Individually'
      ),
  },
];

interface TEnrolUsersStepProps {
  mode: TPlaylistEnrolMode;
  playlistId: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/**
 * Step 1, Users. Enrol: tick users not on the playlist (those on it are listed for reference). Unenroll: tick users
 * on it; those enrolled only through a group are shown disabled (edit the group instead).
 */
export function EnrolUsersStep({ mode, playlistId, selected, onChange }: TEnrolUsersStepProps) {
  const [filter, setFilter] = useState('');
  const enrolling = mode === 'enrol';
  const unenrolled = usePlaylistEnrolUsers(playlistId, 'playlists.unenrolledUsers', enrolling);
  const enrolled = usePlaylistEnrolUsers(playlistId, 'playlists.enrolledUsers', true);
  const shown = useMemo(
    () => ({
      unenrolled: (unenrolled.data ?? []).filter((u) => matchesFilter(pickableUser(u), filter)),
      enrolled: (enrolled.data ?? []).filter((u) => matchesFilter(pickableUser(u), filter)),
    }),
    [unenrolled.data, enrolled.data, filter],
  );
  const locked = (u: TCourseEnrolUser) => pickableUser(u).locked;
  const none = filter ? 'No users match the filter.' : undefined;
  return (
    <Stack gap="md">
      <SearchInput label="Filter users by name" onSearch={setFilter} />
      {(unenrolled.isError || enrolled.isError) && <Alert color="red">{MSG.GENERIC_ERROR}</Alert>}
      {enrolling && (
        <>
          <Title order={3} fz="md">
            Not Enrolled Users
          </Title>
          <DataTable
            caption="Users not enrolled on this playlist"
            columns={COLUMNS}
            rows={shown.unenrolled}
            rowId={(u) => u.id}
            rowLabel={fullName}
            loading={unenrolled.isFetching}
            empty={none ?? 'Every user is enrolled on this playlist.'}
            selection={{ selected, onChange }}
            minWidth={420}
          />
        </>
      )}
      <Title order={3} fz="md">
        Enrolled Users
      </Title>
      <DataTable
        caption="Users enrolled on this playlist"
        columns={ENROLLED_COLUMNS}
        rows={shown.enrolled}
        rowId={(u) => u.id}
        rowLabel={fullName}
        rowLocked={enrolling ? undefined : locked}
        loading={enrolled.isFetching}
        empty={none ?? 'No users are enrolled on this playlist.'}
        selection={enrolling ? undefined : { selected, onChange }}
        minWidth={420}
      />
    </Stack>
  );
}
