import type { TCustomerUser, TTeamUser } from '@skillway/shared';
import type { TCompanyItem, TUserItem } from '../../platform/db/types';
import { signImageUrl } from '../../platform/images/sign-image-url';
import { counters, notStarted, roleName } from '../users/present-user';

/** The company logo on every card (signed once per response), or null for the placeholder. */
export function companyLogoUrl(company: TCompanyItem | null, nowMs = Date.now()): string | null {
  return company?.logo_key ? signImageUrl(company.logo_key, 'medium', nowMs) : null;
}

export function presentTeamUser(user: TUserItem, companyLogo: string | null, nowMs = Date.now()): TTeamUser {
  const totals = counters(user);
  return {
    id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role_id: user.role_id,
    company_logo: companyLogo,
    avatar: user.avatar_key ? signImageUrl(user.avatar_key, 'thumb', nowMs) : null,
    total_courses: totals.total_courses,
    total_in_progress: totals.total_in_progress,
    total_completed_courses: totals.total_completed_courses,
    last_login: user.last_login ?? null,
  };
}

export function presentCustomerUser(user: TUserItem, companyLogo: string | null, nowMs = Date.now()): TCustomerUser {
  const totals = counters(user);
  return {
    ...presentTeamUser(user, companyLogo, nowMs),
    role_name: roleName(user.role_id),
    unique_id: user.unique_id ?? null,
    total_groups: totals.total_groups,
    total_channels: totals.total_channels,
    total_not_started: notStarted(user),
    manager_id: user.manager_id ?? null,
    created_at: user.created_at,
  };
}
