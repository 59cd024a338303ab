import { Trans } from '@lingui/react/macro';
import { Grid, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../layout/page-loader';
import { useProfile } from '../api/queries';
import { ActivityWidget } from '../components/activity-widget';
import { CoursesWidget } from '../components/courses-widget';
import { isLearningPaused } from '../../learning/lib/learning-paused';
import { PlaylistsWidget } from '../components/playlists-widget';
import { AnchorLink } from '../../../components/links/anchor-link';
import { LoadError } from '../../../components/load-error';

/** The dashboard: the Courses, Activity and Playlists widgets, each with a button to its full screen. */
export default function DashboardPage() {
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <LoadError onRetry={profile.refetch} />;
  const p = profile.data;
  const isNew = p.total_courses === 0;
  const firstName = p.first_name;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          <Trans>Welcome, {firstName}</Trans>
        </Title>
        <Text c="dimmed">
          {isNew ? (
            <Trans>
              Your courses and playlists will appear here once you are enrolled.{' '}
              <AnchorLink to="/welcome">See how Skillway works</AnchorLink>
            </Trans>
          ) : (
            <Trans>Pick up where you left off.</Trans>
          )}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <CoursesWidget courses={p.dashboardCourses} paused={isLearningPaused(p)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ActivityWidget profile={p} />
        </Grid.Col>
        <Grid.Col span={12}>
          <PlaylistsWidget />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
