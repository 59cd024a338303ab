import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconBook, IconCertificate } from '@tabler/icons-react';
import type { TUserCourseRow } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/list-card';
import { EmptyState } from '../../../components/empty-state';
import { certificateLinkName } from '../../certificates/lib/certificate-name';
import { AuditHistoryButton } from '../../audit/components/audit-history-button';
import type { TListControls } from '../../../lib/use-list-params';

/** The spec's user-course state 3: completed. Only then can there be a certificate. */
const COMPLETED = 3;

/** 'N/A' without a test, 'T.B.C' until it is taken, else the score. */
function testScoreText(row: TUserCourseRow): string {
  if (!row.has_test) return 'N/A';
  if (!row.test_complete || row.test_score === null) return 'T.B.C';
  return `${Math.round(row.test_score)}%`;
}

/** A certificate exists once the course is completed and, if it has a test, the test was passed. */
function hasCertificate(row: TUserCourseRow): boolean {
  return row.state === COMPLETED && Boolean(row.certificate_url) && (!row.has_test || row.test_passed);
}

/** The table's columns; `learner` (whose courses they are) names the certificate links. */
const columnsFor = (learner: string): readonly TColumn<TUserCourseRow>[] => [
  {
    key: 'title',
    header: 'Course',
    cell: (r) => (
      <Text size="sm" fw={500}>
        {r.title}
      </Text>
    ),
  },
  { key: 'state', header: 'Status', cell: (r) => r.state_text },
  { key: 'enrolled', header: 'Enrolled Date', cell: (r) => r.enrolled_date_formatted ?? '' },
  { key: 'deadline', header: 'Deadline', cell: (r) => r.deadline_formatted ?? '' },
  { key: 'started', header: 'Started Date', cell: (r) => r.start_date_formatted ?? '' },
  { key: 'completed', header: 'Date Completed', cell: (r) => r.complete_date_formatted ?? '' },
  { key: 'accessed', header: 'Last Accessed', cell: (r) => r.last_accessed_date ?? '' },
  {
    key: 'progress',
    header: 'Progress (%)',
    cell: (r) => (
      <Stack gap={2} miw={80}>
        <Text size="sm">{Math.round(r.progress)}%</Text>
        <Progress value={r.progress} size="sm" aria-hidden />
      </Stack>
    ),
  },
  { key: 'score', header: 'Test Score', cell: testScoreText },
  { key: 'attempts', header: 'Attempts', cell: (r) => (r.has_test ? r.attempts : 'N/A') },
  {
    key: 'certificate',
    header: 'Certificate',
    cell: (r) =>
      hasCertificate(r) && r.certificate_url ? (
        <Group gap={4} wrap="nowrap">
          <Button
            component="a"
            href={r.certificate_url}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="light"
            leftSection={<IconCertificate size={14} aria-hidden />}
            aria-label={certificateLinkName('Certificate', {
              course: r.title,
              learner,
              completed: r.complete_date_formatted,
            })}
          >
            Certificate
          </Button>
          {r.certificate_id && (
            <AuditHistoryButton
              type="certificate"
              id={r.certificate_id}
              name={`${r.title} certificate of ${learner}`}
              label={`History of the ${r.title} certificate of ${learner}`}
            />
          )}
        </Group>
      ) : null,
  },
];

interface TUserCoursesTableProps {
  rows: readonly TUserCourseRow[];
  total: number;
  loading: boolean;
  list: TListControls;
  name: string;
}

/** A user's courses with dates, progress, test result and a certificate button where one exists. */
export function UserCoursesTable({ rows, total, loading, list, name }: TUserCoursesTableProps) {
  if (!loading && total === 0) {
    return (
      <EmptyState icon={<IconBook size={28} aria-hidden />} title="No Courses Yet">
        {name} is not enrolled on any courses yet. Once they are, each course appears here with its dates, progress,
        test score and certificate.
      </EmptyState>
    );
  }
  return (
    <PagedTable
      caption={`Courses of ${name}`}
      columns={columnsFor(name)}
      rows={rows}
      rowId={(r) => r.id}
      loading={loading}
      empty="No courses."
      list={list}
      total={total}
      minWidth={1100}
    />
  );
}
