import {
  COMPANY_STATE_NAME,
  type TCompanySummary,
  type TProfile,
  type TUserDetail,
  type TUserRow,
} from '@skillway/shared';
import { setSession } from '../api';

/** Signs a user in for a test (the stored session the app reads). */
export function signInAs(roleId: number, id = 'admin-1') {
  setSession({
    access_token: 'token-1',
    user: {
      id,
      first_name: 'Ada',
      last_name: 'Admin',
      email: 'ada@example.com',
      role_id: roleId,
      company_id: 'c1',
      is_reset_default_password: 0,
      user_token: '',
    },
  });
}

export function userRow(n: number, overrides: Partial<TUserRow> = {}): TUserRow {
  return {
    id: `u${n}`,
    first_name: `First${n}`,
    last_name: `Last${n}`,
    email: `user${n}@example.com`,
    unique_id: `EMP${n}`,
    role_id: 3,
    role_name: 'User',
    last_login: null,
    created_at: '2025-01-01T00:00:00.000Z',
    confirmed: false,
    is_mail_sent: 0,
    is_archived: 0,
    archived_at: null,
    manager_id: null,
    groups: [],
    total_courses: 0,
    total_groups: 0,
    total_channels: 0,
    total_in_progress: 0,
    total_completed_courses: 0,
    ...overrides,
  };
}

export function userDetail(n: number, overrides: Partial<TUserDetail> = {}): TUserDetail {
  return {
    ...userRow(n),
    assigned_users: [],
    is_notification: 1,
    company_id: 'c1',
    two_step_enabled: false,
    ...overrides,
  };
}

export function pagination(total: number, page: number, perPage: number) {
  return {
    pagination: {
      total,
      per_page: perPage,
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / perPage)),
      links: {},
    },
  };
}

export function profile(roleId: number, overrides: Partial<TProfile> = {}): TProfile {
  return {
    id: 'admin-1',
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'ada@example.com',
    role_id: roleId,
    role_name: 'Administrator',
    is_reset_default_password: 0,
    is_notification: 1,
    last_login: null,
    thumbnail: null,
    company: null,
    total_courses: 0,
    total_in_progress_courses: 0,
    total_completed_courses: 0,
    dashboardCourses: [],
    dashboardChannels: [],
    activityWidget: { not_started: 0, in_progress: 0, completed: 0 },
    language: 'en-GB',
    language_chosen: false,
    ...overrides,
  };
}

/** Routes a mocked fetch by path: the first matching prefix answers; anything else is a 404. */
export function byPath(routes: Record<string, (url: URL, init: RequestInit) => { status: number; body?: unknown }>) {
  return (raw: string, init: RequestInit) => {
    const url = new URL(raw, 'http://localhost');
    const key = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((path) => url.pathname === path || url.pathname.startsWith(`${path}/`));
    return key ? routes[key]!(url, init) : { status: 404, body: { message: 'Not found.' } };
  };
}

/** The profile's company summary in a given state (1 Free Trial … 5 Free Trial Extended). */
export function companySummary(state: number): TCompanySummary {
  return {
    id: 'c1',
    name: 'Acme Ltd',
    state,
    state_description: COMPANY_STATE_NAME[state as keyof typeof COMPANY_STATE_NAME],
    trial_days_left: 0,
    trial_expired_date: null,
    banding: 1,
    banding_description: { name: '1 to 20 employees', max: 20 },
    total_users: 3,
    company_logo: null,
    created_at: '2025-01-01T00:00:00.000Z',
    breathe_enabled: false,
    enable_mail: 1,
    mail_held: false,
    default_language: 'en-GB',
  };
}
