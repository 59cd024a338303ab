import { useMemo, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { type TCourseEnrolGroup } from '@skillway/shared';
import { DataTable, type TColumn } from '../data-table';
import { SearchInput } from '../search-input';
import { formatDeadline } from './format-deadline';
import { matchesFilter } from './enrolment-selection';
import type { TEnrolListQuery, TEnrolTargetNoun } from './enrol-list-query';
import { LoadError } from '../load-error';

const COLUMNS: readonly TColumn<TCourseEnrolGroup>[] = [
  { key: 'name', header: 'Group Name', cell: (g) => g.name },
  { key: 'total_users', header: 'Users', cell: (g) => g.total_users },
];

const WITH_DEADLINE: readonly TColumn<TCourseEnrolGroup>[] = [
  ...COLUMNS,
  { key: 'deadline', header: 'Deadline', cell: (g) => formatDeadline(g.deadline) },
];

export interface TGroupsStepProps {
  /** Enrol: tick groups not enrolled yet. Otherwise (deadline, remove, unenroll): tick enrolled groups. */
  enrolling: boolean;
  target: TEnrolTargetNoun;
  unenrolled: TEnrolListQuery<TCourseEnrolGroup>;
  enrolled: TEnrolListQuery<TCourseEnrolGroup>;
  /** Courses carry a deadline per enrolment; the enrolled table shows it (and needs the room). */
  showDeadlines?: boolean;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** The Groups step of an enrol stepper; the caller loads the two lists, so one step serves every target. */
export function GroupsStep({
  enrolling,
  target,
  unenrolled,
  enrolled,
  showDeadlines = false,
  selected,
  onChange,
}: TGroupsStepProps) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const match = (g: TCourseEnrolGroup) => matchesFilter({ id: g.id, searchText: g.name }, filter);
    return { unenrolled: (unenrolled.data ?? []).filter(match), enrolled: (enrolled.data ?? []).filter(match) };
  }, [unenrolled.data, enrolled.data, filter]);

  const none = filter ? 'No groups match the filter.' : undefined;
  const minWidth = showDeadlines ? 360 : 320;
  return (
    <Stack gap="md">
      <SearchInput label="Filter groups by name" onSearch={setFilter} />
      {(unenrolled.isError || enrolled.isError) && (
        <LoadError
          onRetry={() => {
            void unenrolled.refetch();
            void enrolled.refetch();
          }}
        />
      )}
      {enrolling && (
        <>
          <Title order={3} fz="md">
            Not Enrolled Groups
          </Title>
          <DataTable
            caption={`Groups not enrolled on this ${target}`}
            columns={COLUMNS}
            rows={shown.unenrolled}
            rowId={(g) => g.id}
            rowLabel={(g) => g.name}
            loading={unenrolled.isFetching}
            empty={none ?? `Every group is enrolled on this ${target}.`}
            selection={{ selected, onChange }}
            minWidth={minWidth}
          />
        </>
      )}
      <Title order={3} fz="md">
        Enrolled Groups
      </Title>
      <DataTable
        caption={`Groups enrolled on this ${target}`}
        columns={showDeadlines ? WITH_DEADLINE : COLUMNS}
        rows={shown.enrolled}
        rowId={(g) => g.id}
        rowLabel={(g) => g.name}
        loading={enrolled.isFetching}
        empty={none ?? `No groups are enrolled on this ${target}.`}
        selection={enrolling ? undefined : { selected, onChange }}
        minWidth={minWidth}
      />
    </Stack>
  );
}
