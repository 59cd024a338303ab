import { ROLE_NAME, type TProfile, type TRoleId } from '@skillway/shared';
import { presentCompanySummary } from '../companies/present-company-summary';
import type { TCompanyItem, TUserItem } from '../db/types';
import { signImageUrl } from '../images/sign-image-url';

/**
 * The signed-in user as the profile contract shows them. Course totals and dashboard lists are empty until the
 * courses issue adds enrolments (it fills them from the per-user counters it maintains on write).
 */
export function presentProfile(user: TUserItem, company: TCompanyItem | null, nowMs = Date.now()): TProfile {
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
    total_courses: 0,
    total_in_progress_courses: 0,
    total_completed_courses: 0,
    dashboardCourses: [],
    dashboardChannels: [],
    activityWidget: { not_started: 0, in_progress: 0, completed: 0 },
  };
}
