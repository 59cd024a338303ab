import type { TCustomerUser, TProfile } from '@skillway/shared';
import type { TActivityCounts } from '../components/activity-chart';

/** The signed-in user's counts: the profile's totals and activity widget (kept on write by the server). */
export function countsOfProfile(profile: Pick<TProfile, 'total_courses' | 'activityWidget'>): TActivityCounts {
  return {
    enrolled: profile.total_courses,
    completed: profile.activityWidget.completed,
    inProgress: profile.activityWidget.in_progress,
    notStarted: profile.activityWidget.not_started,
  };
}

/** Another user's counts, from the User Summary's header. */
export function countsOfUser(
  user: Pick<TCustomerUser, 'total_courses' | 'total_completed_courses' | 'total_in_progress' | 'total_not_started'>,
): TActivityCounts {
  return {
    enrolled: user.total_courses,
    completed: user.total_completed_courses,
    inProgress: user.total_in_progress,
    notStarted: user.total_not_started,
  };
}
