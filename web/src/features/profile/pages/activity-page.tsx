import { Stack, Title } from '@mantine/core';
import { PageLoader } from '../../../layout/page-loader';
import { useListParams } from '../../../lib/use-list-params';
import { useCourseRows, useProfile } from '../api/queries';
import { ActivityPanel } from '../components/activity-chart';
import { UserCoursesSection } from '../components/user-courses-section';
import { ProfileTabs } from '../components/profile-tabs';
import { countsOfProfile } from '../lib/activity-counts';
import { LoadError } from '../../../components/load-error';

/** My Progress Summary: the radial chart and the four counts, then the courses table. */
export default function ActivityPage() {
  const profile = useProfile();
  const list = useListParams();
  const courses = useCourseRows(null, list.params);
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <LoadError onRetry={profile.refetch} />;

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        My Progress Summary
      </Title>
      <ProfileTabs current="/profile/activity" />
      <ActivityPanel counts={countsOfProfile(profile.data)} title="My Activity" />
      <UserCoursesSection
        title="My Courses"
        courses={courses}
        userId={null}
        list={list}
        caption="My courses"
        empty="You are not enrolled on any courses yet."
      />
    </Stack>
  );
}
