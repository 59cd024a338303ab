import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Stack, Text, Title, Tooltip } from '@mantine/core';
import { MSG, type TCourseEnrolUser } from '@skillway/shared';
import { specText } from '../../i18n/spec-text';
import { DataTable, pickerPersonColumns, type TColumn } from '../data-table';
import { SearchInput } from '../search-input';
import { formatDeadline } from './format-deadline';
import { matchesFilter, selectableIds, type TPickable } from './enrolment-selection';
import type { TEnrolListQuery, TEnrolTargetNoun } from './enrol-list-query';
import { LoadError } from '../load-error';

const fullName = (u: TCourseEnrolUser) => `${u.first_name} ${u.last_name}`;

/** A user as the selection rules see it: users enrolled only through a group cannot be ticked on their own. */
function pickableUser(u: TCourseEnrolUser): TPickable {
  return {
    id: u.id,
    searchText: `${fullName(u)} ${u.email}`,
    locked: u.disabled ? specText(MSG.ENROL_GROUP_USER_TOOLTIP) : undefined,
  };
}

const COLUMNS = pickerPersonColumns<TCourseEnrolUser>();

// Headings as elements: translated as they render.
const DEADLINE_COLUMN: TColumn<TCourseEnrolUser> = {
  key: 'deadline',
  header: <Trans>Deadline</Trans>,
  cell: (u) => formatDeadline(u.deadline),
};

/** A user enrolled only through a group: greyed out, with the reason in a tooltip. */
function ThroughGroup() {
  const { t } = useLingui();
  const reason = specText(MSG.ENROL_GROUP_USER_TOOLTIP);
  return (
    <Tooltip label={reason} withinPortal multiline maw={260}>
      <Text size="sm" c="dimmed" tabIndex={0} aria-label={t`Through a group: ${reason}`}>
        <Trans>Through a group</Trans>
      </Text>
    </Tooltip>
  );
}

/** How each enrolled user is enrolled; group enrolments are greyed out with the reason in a tooltip. */
const SOURCE_COLUMN: TColumn<TCourseEnrolUser> = {
  key: 'source',
  header: <Trans>Enrolled</Trans>,
  cell: (u) => (u.disabled ? <ThroughGroup /> : <Trans>Individually</Trans>),
};

/** The tables' names and empty lines, whole sentences for each kind of target (so each language words its own). */
function useUserTexts(target: TEnrolTargetNoun) {
  const { t } = useLingui();
  return target === 'course'
    ? {
        unenrolledCaption: t`Users not enrolled on this course`,
        allEnrolled: t`Every user is enrolled on this course.`,
        enrolledCaption: t`Users enrolled on this course`,
        noneEnrolled: t`No users are enrolled on this course.`,
      }
    : {
        unenrolledCaption: t`Users not enrolled on this playlist`,
        allEnrolled: t`Every user is enrolled on this playlist.`,
        enrolledCaption: t`Users enrolled on this playlist`,
        noneEnrolled: t`No users are enrolled on this playlist.`,
      };
}

const WITH_DEADLINE = [...COLUMNS, DEADLINE_COLUMN, SOURCE_COLUMN];
const WITHOUT_DEADLINE = [...COLUMNS, SOURCE_COLUMN];

export interface TUsersStepProps {
  /** Enrol: tick users not enrolled yet. Otherwise (deadline, remove, unenroll): tick enrolled users. */
  enrolling: boolean;
  target: TEnrolTargetNoun;
  unenrolled: TEnrolListQuery<TCourseEnrolUser>;
  enrolled: TEnrolListQuery<TCourseEnrolUser>;
  /** Courses carry a deadline per enrolment; the enrolled table shows it. */
  showDeadlines?: boolean;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** When given (course enrol), the 'Select to enrol all users' box is offered. */
  enrolAll?: { checked: boolean; onChange: (checked: boolean) => void };
}

/**
 * The Users step of an enrol stepper. Enrol: tick users who are not enrolled yet (the enrolled ones are listed for
 * reference). The other modes: tick enrolled users; those enrolled through a group are shown disabled (edit the
 * group instead). The caller loads the two lists, so one step serves every enrolment target.
 */
export function UsersStep({
  enrolling,
  target,
  unenrolled,
  enrolled,
  showDeadlines = false,
  selected,
  onChange,
  enrolAll,
}: TUsersStepProps) {
  const { t } = useLingui();
  const texts = useUserTexts(target);
  const [filter, setFilter] = useState('');
  const pickFrom = (enrolling ? unenrolled.data : enrolled.data) ?? [];

  const shown = useMemo(
    () => ({
      unenrolled: (unenrolled.data ?? []).filter((u) => matchesFilter(pickableUser(u), filter)),
      enrolled: (enrolled.data ?? []).filter((u) => matchesFilter(pickableUser(u), filter)),
    }),
    [unenrolled.data, enrolled.data, filter],
  );

  const toggleAll = (checked: boolean) => {
    enrolAll?.onChange(checked);
    onChange(checked ? new Set(selectableIds(pickFrom.map(pickableUser))) : new Set());
  };

  const locked = (u: TCourseEnrolUser) => pickableUser(u).locked;
  const none = filter ? t`No users match the filter.` : undefined;
  return (
    <Stack gap="md">
      <SearchInput label={t`Filter users by name`} onSearch={setFilter} />
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
          {enrolAll && (
            <Checkbox
              label={t`Select to enrol all users`}
              checked={enrolAll.checked}
              onChange={(event) => toggleAll(event.currentTarget.checked)}
              disabled={!unenrolled.isSuccess || !unenrolled.data?.length}
            />
          )}
          <Title order={3} fz="md">
            <Trans>Not Enrolled Users</Trans>
          </Title>
          <DataTable
            caption={texts.unenrolledCaption}
            columns={COLUMNS}
            rows={shown.unenrolled}
            rowId={(u) => u.id}
            rowLabel={fullName}
            // The select-all box skips locked rows, so where it is offered the table locks them too.
            rowLocked={enrolAll ? locked : undefined}
            loading={unenrolled.isFetching}
            empty={none ?? texts.allEnrolled}
            selection={{
              selected,
              onChange: (next) => {
                enrolAll?.onChange(false);
                onChange(next);
              },
            }}
            minWidth={420}
          />
        </>
      )}
      <Title order={3} fz="md">
        <Trans>Enrolled Users</Trans>
      </Title>
      <DataTable
        caption={texts.enrolledCaption}
        columns={showDeadlines ? WITH_DEADLINE : WITHOUT_DEADLINE}
        rows={shown.enrolled}
        rowId={(u) => u.id}
        rowLabel={fullName}
        rowLocked={enrolling ? undefined : locked}
        loading={enrolled.isFetching}
        empty={none ?? texts.noneEnrolled}
        selection={enrolling ? undefined : { selected, onChange }}
        minWidth={420}
      />
    </Stack>
  );
}
