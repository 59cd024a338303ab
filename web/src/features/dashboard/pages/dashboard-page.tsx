import type { ReactNode } from 'react';
import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconPlaylist } from '@tabler/icons-react';
import { MSG, type TProfile } from '@skillway/shared';
import { EmptyState } from '../../../components/empty-state';
import { RouteButton } from '../../../components/route-button';
import { PageLoader } from '../../../layout/page-loader';
import { useProfile } from '../../profile/api/queries';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

/** Course and playlist cards arrive with their issues; until then the widget says how many there are. */
function WidgetSummary(props: {
  icon: ReactNode;
  count: number;
  none: string;
  noneText: string;
  some: (count: number) => string;
}) {
  if (props.count === 0) {
    return (
      <EmptyState icon={props.icon} title={props.none}>
        {props.noneText}
      </EmptyState>
    );
  }
  return (
    <Paper withBorder radius="md" p="lg">
      <Text>{props.some(props.count)}</Text>
    </Paper>
  );
}

function ActivityWidget({ profile }: { profile: TProfile }) {
  const { not_started, in_progress, completed } = profile.activityWidget;
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} fz={20}>
          My Activity
        </Title>
        <RouteButton to="/profile/activity" variant="light" size="xs">
          My Progress Summary
        </RouteButton>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Stat label="Not Started" value={not_started} />
        <Stat label="In Progress" value={in_progress} />
        <Stat label="Completed" value={completed} />
      </SimpleGrid>
    </Paper>
  );
}

/** The dashboard: the profile's course counts, activity, and the course and playlist widgets. */
export default function DashboardPage() {
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <Alert color="red">{MSG.GENERIC_ERROR}</Alert>;
  const p = profile.data;

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        Welcome, {p.first_name}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat label="Enrolled Courses" value={p.total_courses} />
        <Stat label="In Progress" value={p.total_in_progress_courses} />
        <Stat label="Completed" value={p.total_completed_courses} />
      </SimpleGrid>
      <ActivityWidget profile={p} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz={20}>
              My Courses
            </Title>
            <RouteButton to="/courses" variant="light" size="xs">
              All Courses
            </RouteButton>
          </Group>
          <WidgetSummary
            icon={<IconBook size={28} aria-hidden />}
            count={p.dashboardCourses.length}
            none="No Courses Found"
            noneText="Courses you are enrolled on will appear here."
            some={(n) => `You are enrolled on ${n} ${n === 1 ? 'course' : 'courses'}.`}
          />
        </Stack>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz={20}>
              My Playlists
            </Title>
            <RouteButton to="/playlists" variant="light" size="xs">
              All Playlists
            </RouteButton>
          </Group>
          <WidgetSummary
            icon={<IconPlaylist size={28} aria-hidden />}
            count={p.dashboardChannels.length}
            none="No Playlists Found"
            noneText="Playlists you are enrolled on will appear here."
            some={(n) => `You are enrolled on ${n} ${n === 1 ? 'playlist' : 'playlists'}.`}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
