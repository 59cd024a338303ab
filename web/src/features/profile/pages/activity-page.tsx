import { Trans, useLingui } from '@lingui/react/macro';
import { useListParams } from '../../../lib/use-list-params';
import { useCourseRows } from '../api/queries';
import { ProfileScreen } from '../components/profile-screen';
import { ActivityPanel } from '../components/activity-chart';
import { UserCoursesSection } from '../components/user-courses-section';
import { ProfileTabs } from '../components/profile-tabs';
import { countsOfProfile } from '../lib/activity-counts';

/** My Progress Summary: the radial chart and the four counts, then the courses table. */
export default function ActivityPage() {
  const { t } = useLingui();
  const list = useListParams();
  const courses = useCourseRows(null, list.params);
  return (
    <ProfileScreen title={<Trans>My Progress Summary</Trans>}>
      {(profile) => (
        <>
          <ProfileTabs current="/profile/activity" />
          <ActivityPanel counts={countsOfProfile(profile)} title={t`My Activity`} />
          <UserCoursesSection
            title={t`My Courses`}
            courses={courses}
            userId={null}
            list={list}
            caption={t`My courses`}
            empty={t`You are not enrolled on any courses yet.`}
          />
        </>
      )}
    </ProfileScreen>
  );
}
