import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TCourseCounters } from '@skillway/shared';

/** The course manager's counts: who is enrolled and how. */
export function CourseStats({ counters }: { counters: TCourseCounters }) {
  const stats = [
    { label: 'Individual Users', value: counters.total_enrolled_individual_users },
    { label: 'Group Users', value: counters.total_groups },
    { label: 'Channel Users', value: counters.total_enrolled_via_channel_users },
    { label: 'Total Users', value: counters.total_users },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder radius="md" p="sm">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {stat.label}
          </Text>
          <Text component="dd" m={0} fz={24} fw={700}>
            {stat.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
