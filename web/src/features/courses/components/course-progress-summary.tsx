import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TCourseCounters } from '@skillway/shared';

/** How far a course's enrolled users are: the state counts and the completion bar (all kept on write). */
export function CourseProgressSummary({ counters }: { counters: TCourseCounters }) {
  const { t } = useLingui();
  const stats = [
    { label: t`Total Users`, value: counters.total_users },
    { label: t`In Progress`, value: counters.total_inprogress },
    { label: t`Completed`, value: counters.total_completed },
    { label: t`Not Started`, value: counters.total_not_started },
  ];
  const progress = counters.completion_progress;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
          {stats.map((stat) => (
            <div key={stat.label}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {stat.label}
              </Text>
              <Text component="dd" m={0} fz={24} fw={700}>
                {stat.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            <Trans>Total Completion</Trans>
          </Text>
          <Progress
            value={counters.completion_progress}
            color={counters.completion_progress >= 100 ? 'green' : 'indigo'}
            style={{ flex: 1 }}
            aria-label={t`${progress}% completed`}
          />
          <Text size="sm" w={44} ta="end">
            {counters.completion_progress}%
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
