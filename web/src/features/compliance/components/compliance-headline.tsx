import { useId } from 'react';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { TComplianceCourse, TComplianceSummary } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';

/** A percentage's colour: green when (nearly) everyone is in date, amber when most are, red otherwise. */
function percentColor(percent: number): string {
  if (percent >= 90) return 'teal';
  if (percent >= 70) return 'yellow';
  return 'red';
}

const columns: readonly TColumn<TComplianceCourse>[] = [
  {
    key: 'course',
    header: 'Course',
    cell: (course) => (
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {course.name}
      </Text>
    ),
  },
  { key: 'in_date', header: 'In Date', cell: (course) => `${course.in_date} of ${course.required}` },
  {
    key: 'percent',
    header: '% In Date',
    width: 220,
    cell: (course) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" w={44}>
          {course.percent}%
        </Text>
        <Progress
          value={course.percent}
          color={percentColor(course.percent)}
          size="sm"
          style={{ flex: 1 }}
          miw={80}
          aria-label={`${course.name}: ${course.percent}% in date`}
        />
      </Group>
    ),
  },
];

/**
 * The headline an auditor asks for: the % of required learners trained and in date today, overall and per
 * required course (in date of required); for the group or manager the matrix is narrowed to, when it is.
 */
export function ComplianceHeadline({ summary, filtered }: { summary: TComplianceSummary; filtered: boolean }) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={headingId}>
            In date today
          </Title>
          <Text fz={32} fw={700} lh={1.2}>
            {summary.percent}% in date
          </Text>
          <Text size="sm" c="dimmed">
            {summary.in_date} of {summary.required} required course enrolments are certified and in date
            {filtered ? ', for the group or manager chosen below.' : '.'}
          </Text>
        </Stack>
        <DataTable
          caption="In date by course"
          columns={columns}
          rows={summary.courses}
          rowId={(course) => course.id}
          rowLabel={(course) => course.name}
          empty="No required courses yet."
          minWidth={560}
        />
      </Stack>
    </Paper>
  );
}
