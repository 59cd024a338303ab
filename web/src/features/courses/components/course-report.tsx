import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MSG, agreeStatusText, type TCourseReportRow } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import type { TColumn } from '../../../components/data-table';
import { ListCard } from '../../../components/list-card';
import { searchQuery, useListParams } from '../../../lib/use-list-params';
import { EmailReportButtons } from '../../reports/components/email-report-buttons';
import { EmailToButton } from '../../reports/components/email-to-panel';
import { useCourse } from '../api/queries';
import { COURSE_REPORT_SEARCH_FIELDS, useCourseReport } from '../api/report-queries';
import { CourseHistoryPanel } from './course-history-panel';
import { CoursePageState } from './course-page-state';
import { CourseProgressSummary } from './course-progress-summary';
import { CourseSubpageHeader } from './course-subpage-header';
import { CourseUserActions } from './course-user-actions';
import { ExportButtons } from './export-buttons';
import { formatServerDay } from '../../../lib/format-server-day';

/** One line per cell: the wide report scrolls sideways rather than breaking emails and dates over lines. */
function Cell({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}
const day = (value: string | null) => <Cell>{formatServerDay(value)}</Cell>;

/**
 * The course details report (enrolled users of one course), one screen at two addresses: the course's Report
 * (`/admin/courses-report/{id}`, back to the library) and the reports' Details (`/admin/reports/course/{id}`, back to
 * the reports); `back` is the way back. The spec's columns, Archive and View Completed Course History per user, the
 * Course History panel, Excel / PDF exports and Email Report buttons of the report (shown when it has rows), and the
 * exports of the archived course data.
 */
export function CourseReport({ courseId: id, back }: { courseId: string; back: ReactNode }) {
  const { t } = useLingui();
  const course = useCourse(id);
  const list = useListParams();
  const report = useCourseReport(id, list.params);
  const emailRequest = {
    report: 'course',
    course_id: id,
    search: searchQuery(list.params.search, COURSE_REPORT_SEARCH_FIELDS),
  } as const;
  const [history, setHistory] = useState<{ enrolmentId: string; name: string } | null>(null);

  if (course.isPending || course.isError)
    return <CoursePageState isPending={course.isPending} error={course.error} back={back} />;
  const data = course.data;
  const courseName = data.name;
  const rows = report.data?.data ?? [];
  const total = report.data?.meta.pagination.total ?? 0;

  const columns: readonly TColumn<TCourseReportRow>[] = [
    {
      key: 'first_name',
      header: t`First Name`,
      sortKey: 'first_name',
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <Cell>{row.first_name}</Cell>
          {row.user_archived && (
            <Badge size="xs" variant="light" color="orange">
              <Trans>Archived user</Trans>
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'last_name', header: t`Surname`, sortKey: 'last_name', cell: (row) => <Cell>{row.last_name}</Cell> },
    { key: 'email', header: t`Email`, sortKey: 'email', cell: (row) => <Cell>{row.email}</Cell> },
    { key: 'state', header: t`Status`, sortKey: 'state', cell: (row) => <Cell>{specText(row.state_text)}</Cell> },
    {
      key: 'enrolled',
      header: t`Enrolled Date`,
      sortKey: 'enrolled_at',
      cell: (row) => day(row.enrolled_date_formatted),
    },
    { key: 'deadline', header: t`Deadline`, sortKey: 'deadline', cell: (row) => day(row.deadline_formatted) },
    { key: 'started', header: t`Started Date`, cell: (row) => day(row.start_date_formatted) },
    { key: 'completed', header: t`Date Completed`, cell: (row) => day(row.complete_date_formatted) },
    { key: 'accessed', header: t`Last Accessed`, cell: (row) => day(row.last_accessed_date) },
    { key: 'progress', header: t`Progress (%)`, sortKey: 'progress', cell: (row) => `${row.progress}%` },
    { key: 'score', header: t`Test Score`, cell: (row) => specText(row.test_score_text) },
    { key: 'attempts', header: t`Attempts`, sortKey: 'attempts', cell: (row) => row.attempts },
    { key: 'agree', header: t`Agree Status`, cell: (row) => <Cell>{specText(agreeStatusText(row))}</Cell> },
    { key: 'agreed-by', header: t`Agreed By`, cell: (row) => <Cell>{row.signed_name ?? ''}</Cell> },
    {
      key: 'actions',
      header: t`Action`,
      width: 90,
      cell: (row) => (
        <CourseUserActions
          courseId={id}
          row={row}
          actions={['archive', 'history']}
          onHistory={(r) => setHistory({ enrolmentId: r.enrolment_id, name: `${r.first_name} ${r.last_name}` })}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <CourseSubpageHeader
        course={data}
        page="report"
        title={t`Course Report`}
        description={t`Enrolled users`}
        back={back}
      />
      <CourseProgressSummary counters={data} />
      <ListCard
        search={{ label: t`Search Users` }}
        actions={
          total > 0 && (
            <>
              <ExportButtons
                target={{ kind: 'report', courseId: id, search: list.params.search }}
                what={t`course report`}
              />
              <EmailReportButtons request={emailRequest} />
              <EmailToButton request={emailRequest} what={t`course report`} />
            </>
          )
        }
        list={list}
        total={total}
        failed={report.isError}
        onRetry={report.refetch}
        caption={t`Course report of ${courseName}`}
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        loading={report.isFetching}
        empty={list.params.search ? t`No enrolled users match your search.` : specText(MSG.COURSE_REPORT_EMPTY)}
        minWidth={1600}
      />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="archived-data">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} fz={18} id="archived-data">
              <Trans>Archived Course Data</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Every archived run of this course (also under each user's course history).</Trans>
            </Text>
          </Stack>
          <ExportButtons target={{ kind: 'archived', courseId: id }} what={t`archived course data`} />
        </Group>
      </Paper>
      <CourseHistoryPanel open={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
