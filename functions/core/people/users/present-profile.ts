import { ROLE_NAME, type TDashboardCourse, type TProfile, type TRoleId } from '@skillway/shared';
import { userLanguage } from '../companies/company-language';
import { presentCompanySummary } from '../companies/present-company-summary';
import type { TCompanyItem, TUserItem } from '../../platform/db/types';
import { signImageUrl } from '../../platform/images/sign-image-url';
import { counters, notStarted } from './present-user';

/**
 * The signed-in user as the profile contract shows them. The course totals and the activity widget come from the
 * user's counters, which enrolment and progress writes keep (no scan); the Courses widget is loaded by
 * GET /user/profile (functions/core/learner/profile) and passed in; the Playlists widget reads /user/my-channels.
 * `language` is the one the product shows them (their choice, else the company's default: company-language.ts).
 */
export function presentProfile(
  user: TUserItem,
  company: TCompanyItem | null,
  nowMs = Date.now(),
  widgets: { dashboardCourses?: TDashboardCourse[] } = {},
): TProfile {
  const totals = counters(user);
  const { language, chosen } = userLanguage(user, company);
  return {
    id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role_id: user.role_id,
    role_name: ROLE_NAME[user.role_id as TRoleId] ?? '',
    is_reset_default_password: user.is_reset_default_password,
    is_notification: user.is_notification,
    last_login: user.last_login ?? null,
    thumbnail: user.avatar_key
      ? {
          key: user.avatar_key,
          small: signImageUrl(user.avatar_key, 'small', nowMs),
          medium: signImageUrl(user.avatar_key, 'medium', nowMs),
          thumb: signImageUrl(user.avatar_key, 'thumb', nowMs),
        }
      : null,
    company: company ? presentCompanySummary(company, nowMs) : null,
    total_courses: totals.total_courses,
    total_in_progress_courses: totals.total_in_progress,
    total_completed_courses: totals.total_completed_courses,
    dashboardCourses: widgets.dashboardCourses ?? [],
    dashboardChannels: [],
    activityWidget: {
      not_started: notStarted(user),
      in_progress: totals.total_in_progress,
      completed: totals.total_completed_courses,
    },
    language,
    language_chosen: chosen,
  };
}
