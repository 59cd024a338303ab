import { ROLE } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { loadDashboardCourses } from '../../core/learner/profile/dashboard-courses';
import { presentProfile } from '../../core/people/users/present-profile';

export const handler = defineHandler('profile.get', async ({ auth }) => {
  // The super administrator belongs to no company and has no courses. The Playlists widget reads /user/my-channels.
  const dashboardCourses =
    auth.roleId === ROLE.SUPER_ADMIN ? [] : await loadDashboardCourses(auth.companyId, auth.userId);
  return { data: presentProfile(auth.user, auth.company, Date.now(), { dashboardCourses }) };
});
