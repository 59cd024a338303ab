import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { RadialBarChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';

/** A user's course counts: enrolled, and how many of those are completed, in progress and not started. */
export interface TActivityCounts {
  enrolled: number;
  completed: number;
  inProgress: number;
  notStarted: number;
}

const SERIES = [
  { key: 'notStarted', name: msg`Not Started`, color: 'gray.5' },
  { key: 'inProgress', name: msg`In Progress`, color: 'yellow.6' },
  { key: 'completed', name: msg`Completed`, color: 'teal.6' },
] as const;

const ENROLLED = { key: 'enrolled', name: msg`Enrolled`, color: 'indigo.6' } as const;

function percentOf(count: number, enrolled: number): number {
  return enrolled > 0 ? Math.round((count / enrolled) * 100) : 0;
}

/**
 * The radial chart of not started, in progress and completed courses. Each ring is that share of the enrolled
 * courses; a full reference ring of the enrolled keeps the others to scale (the chart scales rings to the largest).
 */
export function ActivityChart({ counts, size = 220 }: { counts: TActivityCounts; size?: number }) {
  const { t } = useLingui();
  const data = [
    ...SERIES.map((series) => ({
      name: t(series.name),
      value: percentOf(counts[series.key], counts.enrolled),
      color: series.color,
    })),
    { name: t(ENROLLED.name), value: 100, color: ENROLLED.color },
  ];
  const { enrolled, notStarted, inProgress, completed } = counts;
  const summary = t`Course progress: ${enrolled} enrolled, ${notStarted} not started, ${inProgress} in progress, ${completed} completed`;
  return (
    <Stack gap="sm" align="center">
      <Box w={size} h={size} role="img" aria-label={summary}>
        <RadialBarChart
          h={size}
          data={data}
          dataKey="value"
          barSize={14}
          withTooltip={false}
          accessibilityLayer={false}
          emptyBackgroundColor="gray.1"
        />
      </Box>
      <Group gap="md" justify="center" wrap="wrap" aria-hidden>
        {[...SERIES, ENROLLED].map((series) => (
          <Group gap={6} key={series.key} wrap="nowrap">
            <Box w={10} h={10} bg={series.color} style={{ borderRadius: 999 }} />
            <Text size="xs" c="dimmed">
              {t(series.name)} {series.key === 'enrolled' ? '' : `${percentOf(counts[series.key], counts.enrolled)}%`}
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

function Count({ label, value, color, compact }: { label: string; value: number; color: string; compact: boolean }) {
  return (
    <Paper withBorder radius="md" p={compact ? 'sm' : 'md'}>
      <Group gap={8} wrap="nowrap">
        <Box w={10} h={10} bg={color} style={{ borderRadius: 999, flex: 'none' }} aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Group>
      <Text fz={compact ? 24 : 30} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
    </Paper>
  );
}

/** The four counts the spec lists beside the chart (`compact`: two by two, for the dashboard widget). */
export function ActivityCounts({ counts, compact = false }: { counts: TActivityCounts; compact?: boolean }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={compact ? 2 : { base: 2, md: 4 }} spacing="sm">
      <Count label={t`Enrolled`} value={counts.enrolled} color="indigo.6" compact={compact} />
      <Count label={t`Completed`} value={counts.completed} color="teal.6" compact={compact} />
      <Count label={t`In Progress`} value={counts.inProgress} color="yellow.6" compact={compact} />
      <Count label={t`Not Started`} value={counts.notStarted} color="gray.5" compact={compact} />
    </SimpleGrid>
  );
}

/** Chart and counts in one panel (the Activity screen and the User Summary); "Activity" unless titled. */
export function ActivityPanel({ counts, title }: { counts: TActivityCounts; title?: string }) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz={20} mb="md">
        {title ?? t`Activity`}
      </Title>
      <Group align="center" gap="xl" wrap="wrap" justify="center">
        <ActivityChart counts={counts} />
        <Box style={{ flex: '1 1 320px' }}>
          <ActivityCounts counts={counts} />
        </Box>
      </Group>
    </Paper>
  );
}
