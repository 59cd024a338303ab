import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconBook, IconCertificate } from '@tabler/icons-react';
import type { TUserCourseRow } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/list-card';
import { EmptyState } from '../../../components/empty-state';
import { certificateLinkName } from '../../certificates/lib/certificate-name';
import { AuditHistoryButton } from '../../audit/components/audit-history-button';
import type { TListControls } from '../../../lib/use-list-params';
import { specText } from '../../../i18n/spec-text';
import { formatServerDay } from '../../../lib/format-server-day';

/** The spec's user-course state 3: completed. Only then can there be a certificate. */
const COMPLETED = 3;

/** 'N/A' without a test, 'T.B.C' until it is taken, else the score. */
function testScoreText(row: TUserCourseRow): ReactNode {
  if (!row.has_test) return <Trans>N/A</Trans>;
  if (!row.test_complete || row.test_score === null) return <Trans>T.B.C</Trans>;
  return `${Math.round(row.test_score)}%`;
}

/** A completed course's certificate button, and its history. */
function CertificateCell({ row, url, learner }: { row: TUserCourseRow; url: string; learner: string }) {
  const { t } = useLingui();
  const course = row.title;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        size="xs"
        variant="light"
        leftSection={<IconCertificate size={14} aria-hidden />}
        aria-label={certificateLinkName(t`Certificate`, {
          course,
          learner,
          completed: row.complete_date_formatted,
        })}
      >
        <Trans>Certificate</Trans>
      </Button>
      {row.certificate_id && (
        <AuditHistoryButton
          type="certificate"
          id={row.certificate_id}
          name={t`${course} certificate of ${learner}`}
          label={t`History of the ${course} certificate of ${learner}`}
        />
      )}
    </Group>
  );
}

/** A certificate exists once the course is completed and, if it has a test, the test was passed. */
function hasCertificate(row: TUserCourseRow): boolean {
  return row.state === COMPLETED && Boolean(row.certificate_url) && (!row.has_test || row.test_passed);
}

/** The table's columns; `learner` (whose courses they are) names the certificate links. */
const columnsFor = (learner: string): readonly TColumn<TUserCourseRow>[] => [
  {
    key: 'title',
    header: <Trans>Course</Trans>,
    cell: (r) => (
      <Text size="sm" fw={500}>
        {r.title}
      </Text>
    ),
  },
  { key: 'state', header: <Trans>Status</Trans>, cell: (r) => specText(r.state_text) },
  { key: 'enrolled', header: <Trans>Enrolled Date</Trans>, cell: (r) => formatServerDay(r.enrolled_date_formatted) },
  { key: 'deadline', header: <Trans>Deadline</Trans>, cell: (r) => formatServerDay(r.deadline_formatted) },
  { key: 'started', header: <Trans>Started Date</Trans>, cell: (r) => formatServerDay(r.start_date_formatted) },
  { key: 'completed', header: <Trans>Date Completed</Trans>, cell: (r) => formatServerDay(r.complete_date_formatted) },
  { key: 'accessed', header: <Trans>Last Accessed</Trans>, cell: (r) => formatServerDay(r.last_accessed_date) },
  {
    key: 'progress',
    header: <Trans>Progress (%)</Trans>,
    cell: (r) => (
      <Stack gap={2} miw={80}>
        <Text size="sm">{Math.round(r.progress)}%</Text>
        <Progress value={r.progress} size="sm" aria-hidden />
      </Stack>
    ),
  },
  { key: 'score', header: <Trans>Test Score</Trans>, cell: testScoreText },
  { key: 'attempts', header: <Trans>Attempts</Trans>, cell: (r) => (r.has_test ? r.attempts : <Trans>N/A</Trans>) },
  {
    key: 'certificate',
    header: <Trans>Certificate</Trans>,
    cell: (r) =>
      hasCertificate(r) && r.certificate_url ? (
        <CertificateCell row={r} url={r.certificate_url} learner={learner} />
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
  const { t } = useLingui();
  if (!loading && total === 0) {
    return (
      <EmptyState icon={<IconBook size={28} aria-hidden />} title={t`No Courses Yet`}>
        <Trans>
          {name} is not enrolled on any courses yet. Once they are, each course appears here with its dates, progress,
          test score and certificate.
        </Trans>
      </EmptyState>
    );
  }
  return (
    <PagedTable
      caption={t`Courses of ${name}`}
      columns={columnsFor(name)}
      rows={rows}
      rowId={(r) => r.id}
      loading={loading}
      empty={t`No courses.`}
      list={list}
      total={total}
      minWidth={1100}
    />
  );
}
