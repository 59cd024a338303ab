import { useId, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { TComplianceCourse, TComplianceSummary } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';

/** A percentage's colour: green when (nearly) everyone is in date, amber when most are, red otherwise. */
function percentColor(percent: number): string {
  if (percent >= 90) return 'teal';
  if (percent >= 70) return 'yellow';
  return 'red';
}

/** The per-course table's columns, in the active language. */
function useCourseColumns(): readonly TColumn<TComplianceCourse>[] {
  const { t } = useLingui();
  return useMemo<readonly TColumn<TComplianceCourse>[]>(
    () => [
      {
        key: 'course',
        header: t`Course`,
        cell: (course) => (
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {course.name}
          </Text>
        ),
      },
      {
        key: 'in_date',
        header: t`In Date`,
        cell: ({ in_date: inDate, required }) => t`${inDate} of ${required}`,
      },
      {
        key: 'percent',
        header: t`% In Date`,
        width: 220,
        cell: ({ name, percent }) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" w={44}>
              {percent}%
            </Text>
            <Progress
              value={percent}
              color={percentColor(percent)}
              size="sm"
              style={{ flex: 1 }}
              miw={80}
              aria-label={t`${name}: ${percent}% in date`}
            />
          </Group>
        ),
      },
    ],
    [t],
  );
}

/**
 * The headline an auditor asks for: the % of required learners trained and in date today, overall and per
 * required course (in date of required); for the group or manager the matrix is narrowed to, when it is.
 */
export function ComplianceHeadline({ summary, filtered }: { summary: TComplianceSummary; filtered: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const columns = useCourseColumns();
  const { percent, in_date: inDate, required } = summary;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={headingId}>
            <Trans>In date today</Trans>
          </Title>
          <Text fz={32} fw={700} lh={1.2}>
            <Trans>{percent}% in date</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            {filtered ? (
              <Trans>
                {inDate} of {required} required course enrolments are certified and in date, for the group or manager
                chosen below.
              </Trans>
            ) : (
              <Trans>
                {inDate} of {required} required course enrolments are certified and in date.
              </Trans>
            )}
          </Text>
        </Stack>
        <DataTable
          caption={t`In date by course`}
          columns={columns}
          rows={summary.courses}
          rowId={(course) => course.id}
          rowLabel={(course) => course.name}
          empty={t`No required courses yet.`}
          minWidth={560}
        />
      </Stack>
    </Paper>
  );
}
