import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TCourseCounters } from '@skillway/shared';

/**
 * The course manager's counts (the spec's Individual Users, Group Users, Channel Users, Total Users). "Group Users"
 * is the spec's `total_groups` counter, which counts groups, not their members (the statistics screen's Groups
 * column shows the same number); the card says so, so nobody adds it to the user counts.
 */
export function CourseStats({ counters }: { counters: TCourseCounters }) {
  const { t } = useLingui();
  const groups = counters.total_groups;
  const stats = [
    { label: t`Individual Users`, value: counters.total_enrolled_individual_users, hint: t`enrolled directly` },
    {
      label: t`Group Users`,
      value: groups,
      hint: t`${plural(groups, { one: 'group enrolled', other: 'groups enrolled' })}`,
    },
    { label: t`Channel Users`, value: counters.total_enrolled_via_channel_users, hint: t`through a playlist` },
    { label: t`Total Users`, value: counters.total_users, hint: t`distinct users enrolled` },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder radius="md" p="sm">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {stat.label}
          </Text>
          <Text component="dd" m={0}>
            <Text span fz={24} fw={700} display="block" lh={1.3}>
              {stat.value}
            </Text>
            <Text span size="xs" c="dimmed" display="block">
              {stat.hint}
            </Text>
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
