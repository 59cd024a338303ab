import { useMemo, useState } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import { MSG, type TCourseEnrolGroup } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../../components/data-table';
import { SearchInput } from '../../../../components/search-input';
import { useCourseEnrolGroups } from '../../api/enrolment-queries';
import { matchesFilter } from '../../lib/enrolment-selection';
import { formatDeadline } from '../../lib/format-deadline';
import type { TEnrolmentMode } from './enrolment-mode';

const COLUMNS: readonly TColumn<TCourseEnrolGroup>[] = [
  { key: 'name', header: 'Group Name', cell: (g) => g.name },
  { key: 'total_users', header: 'Users', cell: (g) => g.total_users },
];

const ENROLLED_COLUMNS: readonly TColumn<TCourseEnrolGroup>[] = [
  ...COLUMNS,
  { key: 'deadline', header: 'Deadline', cell: (g) => formatDeadline(g.deadline) },
];

interface TGroupsStepProps {
  mode: TEnrolmentMode;
  courseId: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** Step 2. Enrol: tick groups not enrolled yet. Set Deadline and Remove Users: tick enrolled groups. */
export function GroupsStep({ mode, courseId, selected, onChange }: TGroupsStepProps) {
  const [filter, setFilter] = useState('');
  const enrolling = mode === 'enrol';
  const unenrolled = useCourseEnrolGroups(courseId, 'courses.unenrolledGroups', enrolling);
  const enrolled = useCourseEnrolGroups(courseId, 'courses.enrolledGroups', true);

  const shown = useMemo(() => {
    const match = (g: TCourseEnrolGroup) => matchesFilter({ id: g.id, searchText: g.name }, filter);
    return { unenrolled: (unenrolled.data ?? []).filter(match), enrolled: (enrolled.data ?? []).filter(match) };
  }, [unenrolled.data, enrolled.data, filter]);

  const empty = (none: string) => (filter ? 'No groups match the filter.' : none);
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
            caption="Groups not enrolled on this course"
            columns={COLUMNS}
            rows={shown.unenrolled}
            rowId={(g) => g.id}
            rowLabel={(g) => g.name}
            loading={unenrolled.isFetching}
            empty={empty('Every group is enrolled on this course.')}
            selection={{ selected, onChange }}
            minWidth={360}
          />
        </>
      )}
      <Title order={3} fz="md">
        Enrolled Groups
      </Title>
      <DataTable
        caption="Groups enrolled on this course"
        columns={ENROLLED_COLUMNS}
        rows={shown.enrolled}
        rowId={(g) => g.id}
        rowLabel={(g) => g.name}
        loading={enrolled.isFetching}
        empty={empty('No groups are enrolled on this course.')}
        selection={enrolling ? undefined : { selected, onChange }}
        minWidth={360}
      />
    </Stack>
  );
}
