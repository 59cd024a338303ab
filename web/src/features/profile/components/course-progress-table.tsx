import { useLingui } from '@lingui/react/macro';
import { Badge, Progress, Stack, Text } from '@mantine/core';
import type { TUserCourseRow } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/list-card';
import type { TListControls } from '../../../lib/use-list-params';
import { passedTestText, testScoreText } from '../lib/course-row-cells';
import { CourseActions } from './course-actions';
import classes from '../../../components/list-card/sticky-actions.module.css';
import { COURSE_STATE_COLOR } from '../../../lib/course-state-color';
import { specText } from '../../../i18n/spec-text';
import { formatServerDay } from '../../../lib/format-server-day';

/** The columns in the active language (a hook: the table renders again when the language changes). */
function useColumns(userId: string | null): TColumn<TUserCourseRow>[] {
  const { t } = useLingui();
  return [
    {
      key: 'title',
      header: t`Course Title`,
      sortKey: 'title',
      cell: (r) => (
        <Text size="sm" fw={500}>
          {r.title}
        </Text>
      ),
    },
    {
      key: 'state',
      header: t`Status`,
      sortKey: 'state',
      width: 150,
      cell: (r) => (
        // Sentence case and never cut: the state is what a learner reads first.
        <Badge
          variant="light"
          color={COURSE_STATE_COLOR[r.state] ?? 'gray'}
          radius="sm"
          tt="none"
          styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible', whiteSpace: 'nowrap' } }}
        >
          {specText(r.state_text)}
        </Badge>
      ),
    },
    {
      key: 'enrolled',
      header: t`Date Enrolled`,
      sortKey: 'enrolled_at',
      cell: (r) => formatServerDay(r.enrolled_date_formatted),
    },
    {
      key: 'started',
      header: t`Date Started`,
      sortKey: 'started_at',
      cell: (r) => formatServerDay(r.start_date_formatted),
    },
    {
      key: 'completed',
      header: t`Date Completed`,
      sortKey: 'completed_at',
      cell: (r) => formatServerDay(r.complete_date_formatted),
    },
    {
      key: 'progress',
      header: t`Progress %`,
      sortKey: 'progress',
      cell: (r) => (
        <Stack gap={2} miw={80}>
          <Text size="sm">{Math.round(r.progress)}%</Text>
          <Progress value={r.progress} size="sm" color={COURSE_STATE_COLOR[r.state] ?? 'gray'} aria-hidden />
        </Stack>
      ),
    },
    { key: 'deadline', header: t`Deadline`, sortKey: 'deadline', cell: (r) => formatServerDay(r.deadline_formatted) },
    { key: 'score', header: t`Test Score`, sortKey: 'test_score', cell: testScoreText },
    { key: 'passed', header: t`Passed Test`, cell: passedTestText },
    {
      key: 'action',
      header: t`Action`,
      cell: (r) => <CourseActions row={r} userId={userId} />,
    },
  ];
}

interface TCourseProgressTableProps {
  rows: readonly TUserCourseRow[];
  total: number;
  loading: boolean;
  list: TListControls;
  /** Whose courses the caption names ("My courses", "Courses of Ada Lovelace"). */
  caption: string;
  /** Another user's rows (their manager or administrator), or null for one's own. */
  userId: string | null;
  empty: string;
}

/** The Profile Courses table: the spec's columns, sortable on the server, with the actions by state. */
export function CourseProgressTable({ rows, total, loading, list, caption, userId, empty }: TCourseProgressTableProps) {
  const columns = useColumns(userId);
  return (
    <PagedTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowId={(r) => r.id}
      loading={loading}
      empty={empty}
      list={list}
      total={total}
      tableClassName={classes.sticky}
      minWidth={1150}
    />
  );
}
