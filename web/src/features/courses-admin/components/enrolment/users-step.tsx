import { useMemo, useState } from 'react';
import { Alert, Checkbox, Stack, Text, Title, Tooltip } from '@mantine/core';
import { MSG, type TCourseEnrolUser } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../../components/data-table';
import { SearchInput } from '../../../../components/search-input';
import { useCourseEnrolUsers } from '../../api/enrolment-queries';
import { matchesFilter, selectableIds, type TPickable } from '../../lib/enrolment-selection';
import { formatDeadline } from '../../lib/format-deadline';
import type { TEnrolmentMode } from './enrolment-mode';

const fullName = (u: TCourseEnrolUser) => `${u.first_name} ${u.last_name}`;

/** A user as the selection rules see it: users enrolled only through a group cannot be ticked on their own. */
export function pickableUser(u: TCourseEnrolUser): TPickable {
  return {
    id: u.id,
    searchText: `${fullName(u)} ${u.email}`,
    locked: u.disabled ? MSG.ENROL_GROUP_USER_TOOLTIP : undefined,
  };
}

const COLUMNS: readonly TColumn<TCourseEnrolUser>[] = [
  { key: 'first_name', header: 'First Name', cell: (u) => u.first_name },
  { key: 'last_name', header: 'Surname', cell: (u) => u.last_name },
  { key: 'email', header: 'Email', cell: (u) => u.email },
];

/** The enrolled table also shows the deadline and how each user is enrolled; group enrolments are greyed out. */
const ENROLLED_COLUMNS: readonly TColumn<TCourseEnrolUser>[] = [
  ...COLUMNS,
  { key: 'deadline', header: 'Deadline', cell: (u) => formatDeadline(u.deadline) },
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

interface TUsersStepProps {
  mode: TEnrolmentMode;
  courseId: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Enrol mode: the 'Select to enrol all users' box. */
  enrolAll: boolean;
  onEnrolAll: (checked: boolean) => void;
}

/**
 * Step 1. Enrol: tick users who are not enrolled yet (the enrolled ones are listed for reference). Set Deadline and
 * Remove Users: tick enrolled users; those enrolled through a group are shown disabled (edit the group instead).
 */
export function UsersStep({ mode, courseId, selected, onChange, enrolAll, onEnrolAll }: TUsersStepProps) {
  const [filter, setFilter] = useState('');
  const enrolling = mode === 'enrol';
  const unenrolled = useCourseEnrolUsers(courseId, 'courses.unenrolledUsers', enrolling);
  const enrolled = useCourseEnrolUsers(courseId, 'courses.enrolledUsers', true);
  const pickFrom = (enrolling ? unenrolled.data : enrolled.data) ?? [];

  const shown = useMemo(
    () => ({
      unenrolled: (unenrolled.data ?? []).filter((u) => matchesFilter(pickableUser(u), filter)),
      enrolled: (enrolled.data ?? []).filter((u) => matchesFilter(pickableUser(u), filter)),
    }),
    [unenrolled.data, enrolled.data, filter],
  );

  const toggleAll = (checked: boolean) => {
    onEnrolAll(checked);
    onChange(checked ? new Set(selectableIds(pickFrom.map(pickableUser))) : new Set());
  };

  const failed = unenrolled.isError || enrolled.isError;
  const locked = (u: TCourseEnrolUser) => pickableUser(u).locked;
  return (
    <Stack gap="md">
      <SearchInput label="Filter users by name" onSearch={setFilter} />
      {failed && <Alert color="red">{MSG.GENERIC_ERROR}</Alert>}
      {enrolling && (
        <>
          <Checkbox
            label="Select to enrol all users"
            checked={enrolAll}
            onChange={(event) => toggleAll(event.currentTarget.checked)}
            disabled={!unenrolled.isSuccess || unenrolled.data.length === 0}
          />
          <Title order={3} fz="md">
            Not Enrolled Users
          </Title>
          <DataTable
            caption="Users not enrolled on this course"
            columns={COLUMNS}
            rows={shown.unenrolled}
            rowId={(u) => u.id}
            rowLabel={fullName}
            rowLocked={locked}
            loading={unenrolled.isFetching}
            empty={filter ? 'No users match the filter.' : 'Every user is enrolled on this course.'}
            selection={{
              selected,
              onChange: (next) => {
                onEnrolAll(false);
                onChange(next);
              },
            }}
            minWidth={420}
          />
        </>
      )}
      <Title order={3} fz="md">
        Enrolled Users
      </Title>
      <DataTable
        caption="Users enrolled on this course"
        columns={ENROLLED_COLUMNS}
        rows={shown.enrolled}
        rowId={(u) => u.id}
        rowLabel={fullName}
        rowLocked={enrolling ? undefined : locked}
        loading={enrolled.isFetching}
        empty={filter ? 'No users match the filter.' : 'No users are enrolled on this course.'}
        selection={enrolling ? undefined : { selected, onChange }}
        minWidth={420}
      />
    </Stack>
  );
}
