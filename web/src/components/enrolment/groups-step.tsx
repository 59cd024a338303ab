import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { type TCourseEnrolGroup } from '@skillway/shared';
import { DataTable, type TColumn } from '../data-table';
import { SearchInput } from '../search-input';
import { formatDeadline } from './format-deadline';
import { matchesFilter } from './enrolment-selection';
import type { TEnrolListQuery, TEnrolTargetNoun } from './enrol-list-query';
import { LoadError } from '../load-error';

// Headings as elements: translated as they render.
const COLUMNS: readonly TColumn<TCourseEnrolGroup>[] = [
  { key: 'name', header: <Trans>Group Name</Trans>, cell: (g) => g.name },
  { key: 'total_users', header: <Trans>Users</Trans>, cell: (g) => g.total_users },
];

const WITH_DEADLINE: readonly TColumn<TCourseEnrolGroup>[] = [
  ...COLUMNS,
  { key: 'deadline', header: <Trans>Deadline</Trans>, cell: (g) => formatDeadline(g.deadline) },
];

/** The tables' names and empty lines, whole sentences for each kind of target (so each language words its own). */
function useGroupTexts(target: TEnrolTargetNoun) {
  const { t } = useLingui();
  return target === 'course'
    ? {
        unenrolledCaption: t`Groups not enrolled on this course`,
        allEnrolled: t`Every group is enrolled on this course.`,
        enrolledCaption: t`Groups enrolled on this course`,
        noneEnrolled: t`No groups are enrolled on this course.`,
      }
    : {
        unenrolledCaption: t`Groups not enrolled on this playlist`,
        allEnrolled: t`Every group is enrolled on this playlist.`,
        enrolledCaption: t`Groups enrolled on this playlist`,
        noneEnrolled: t`No groups are enrolled on this playlist.`,
      };
}

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
  const { t } = useLingui();
  const texts = useGroupTexts(target);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const match = (g: TCourseEnrolGroup) => matchesFilter({ id: g.id, searchText: g.name }, filter);
    return { unenrolled: (unenrolled.data ?? []).filter(match), enrolled: (enrolled.data ?? []).filter(match) };
  }, [unenrolled.data, enrolled.data, filter]);

  const none = filter ? t`No groups match the filter.` : undefined;
  const minWidth = showDeadlines ? 360 : 320;
  return (
    <Stack gap="md">
      <SearchInput label={t`Filter groups by name`} onSearch={setFilter} />
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
            <Trans>Not Enrolled Groups</Trans>
          </Title>
          <DataTable
            caption={texts.unenrolledCaption}
            columns={COLUMNS}
            rows={shown.unenrolled}
            rowId={(g) => g.id}
            rowLabel={(g) => g.name}
            loading={unenrolled.isFetching}
            empty={none ?? texts.allEnrolled}
            selection={{ selected, onChange }}
            minWidth={minWidth}
          />
        </>
      )}
      <Title order={3} fz="md">
        <Trans>Enrolled Groups</Trans>
      </Title>
      <DataTable
        caption={texts.enrolledCaption}
        columns={showDeadlines ? WITH_DEADLINE : COLUMNS}
        rows={shown.enrolled}
        rowId={(g) => g.id}
        rowLabel={(g) => g.name}
        loading={enrolled.isFetching}
        empty={none ?? texts.noneEnrolled}
        selection={enrolling ? undefined : { selected, onChange }}
        minWidth={minWidth}
      />
    </Stack>
  );
}
