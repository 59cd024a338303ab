import type { ComponentType } from 'react';
import type { TCoursePageName } from '../features/courses-admin/lazy-pages';
import type { TRouteMeta } from './route-flags';

/** One screen: its path (TanStack syntax, `$id` for a parameter), metadata and its lazily loaded page module. */
export interface TAppRoute {
  path: string;
  meta: TRouteMeta;
  page: () => Promise<{ default: ComponentType }>;
}

const ADMIN = { label: 'Admin', to: '/admin' };
const MY_ACCOUNT = { label: 'My User Account' };
const PROGRESS_SUMMARY = { label: 'My Progress Summary', to: '/profile/activity' };
const MY_COURSES = { label: 'My Courses', to: '/courses' };
const USERS = { label: 'Users', to: '/admin/users' };
const ARCHIVED_USERS = { label: 'Archived Users', to: '/admin/archived-users' };
const COURSES = { label: 'Courses', to: '/admin/courses' };
/** The course and test screens, each its own lazy chunk, reached through one small module and one lazy import. */
const coursePage = (name: TCoursePageName) => () =>
  import('../features/courses-admin/lazy-pages').then((pages) => pages.coursePages[name]());

/**
 * Every screen of the app, in one table. Later issues add rows here (and the navigation starts linking to
 * them by itself, since it links only to paths found in this table).
 */
export const ROUTE_TABLE: readonly TAppRoute[] = [
  // Logged-out only.
  {
    path: '/login',
    meta: { title: 'Login', breadcrumbs: [], flags: { public: true, onlyLoggedOut: true } },
    page: () => import('../features/auth/pages/login-page'),
  },
  {
    path: '/signup',
    meta: { title: 'Sign Up', breadcrumbs: [], flags: { public: true, onlyLoggedOut: true } },
    page: () => import('../features/auth/pages/signup-page'),
  },
  {
    path: '/forgot-password',
    meta: { title: 'Forgot Password', breadcrumbs: [], flags: { public: true, onlyLoggedOut: true } },
    page: () => import('../features/auth/pages/forgot-password-page'),
  },
  {
    path: '/password-reset',
    meta: { title: 'Password Reset', breadcrumbs: [], flags: { public: true, onlyLoggedOut: true } },
    page: () => import('../features/auth/pages/password-reset-page'),
  },
  {
    path: '/admin/password-reset',
    meta: { title: 'Choose Your Password', breadcrumbs: [], flags: { public: true, onlyLoggedOut: true } },
    page: () => import('../features/auth/pages/default-password-reset-page'),
  },
  {
    path: '/thankyou',
    meta: { title: 'Registration Complete', breadcrumbs: [], flags: { public: true, onlyLoggedOut: true } },
    page: () => import('../features/auth/pages/thank-you-page'),
  },

  // Readable by anyone, signed in or not: legal text must be reachable from the signup form and the footer.
  {
    path: '/privacy-policy',
    meta: { title: 'Privacy Policy', breadcrumbs: [], flags: { public: true, suspendedAccessible: true } },
    page: () => import('../features/legal/pages/privacy-policy-page'),
  },
  {
    path: '/terms',
    meta: { title: 'Terms of Service', breadcrumbs: [], flags: { public: true, suspendedAccessible: true } },
    page: () => import('../features/legal/pages/terms-page'),
  },
  {
    path: '/certificates/verify/$id',
    meta: { title: 'Certificate Verification', breadcrumbs: [], flags: { public: true, suspendedAccessible: true } },
    page: () => import('../features/certificates/pages/verify-certificate-page'),
  },
  {
    path: '/docs',
    meta: { title: 'API Reference', breadcrumbs: [], flags: { public: true, suspendedAccessible: true } },
    page: () => import('../features/api-docs/pages/api-docs-page'),
  },

  // Every signed-in role.
  {
    path: '/',
    meta: { title: 'Dashboard', breadcrumbs: [], flags: {} },
    page: () => import('../features/dashboard/pages/dashboard-page'),
  },
  {
    path: '/courses',
    meta: { title: 'My Courses', breadcrumbs: [MY_ACCOUNT], flags: {} },
    page: () => import('../features/courses/pages/my-courses-page'),
  },
  {
    path: '/courses/details/$id',
    meta: { title: 'Course Details', breadcrumbs: [MY_ACCOUNT, MY_COURSES], flags: {} },
    page: () => import('../features/courses/pages/course-details-page'),
  },
  {
    path: '/courses/player/$id',
    meta: { title: 'Course', breadcrumbs: [MY_ACCOUNT, MY_COURSES], flags: {} },
    page: () => import('../features/player/pages/course-player-page'),
  },
  {
    path: '/courses/test/log/$id/$userId',
    meta: {
      title: 'Test Log',
      breadcrumbs: [MY_ACCOUNT, { label: 'My Courses', to: '/courses' }],
      flags: {},
    },
    page: () => import('../features/course-test/pages/test-log-page'),
  },
  {
    path: '/about-us',
    meta: { title: 'About Us', breadcrumbs: [], flags: { suspendedAccessible: true } },
    page: () => import('../features/legal/pages/about-us-page'),
  },
  {
    path: '/partner-programme',
    meta: { title: 'Partner Programme', breadcrumbs: [], flags: { suspendedAccessible: true } },
    page: () => import('../features/legal/pages/partner-programme-page'),
  },
  {
    path: '/profile/profile',
    meta: { title: 'My Profile', breadcrumbs: [MY_ACCOUNT], flags: { suspendedAccessible: true } },
    page: () => import('../features/profile/pages/profile-page'),
  },
  {
    path: '/profile/password',
    meta: { title: 'My Password', breadcrumbs: [MY_ACCOUNT], flags: { suspendedAccessible: true } },
    page: () => import('../features/profile/pages/password-page'),
  },
  {
    path: '/welcome',
    meta: { title: 'Welcome', breadcrumbs: [], flags: {} },
    page: () => import('../features/dashboard/pages/welcome-page'),
  },
  {
    path: '/profile/activity',
    meta: { title: 'My Progress Summary', breadcrumbs: [MY_ACCOUNT], flags: {} },
    page: () => import('../features/profile/pages/activity-page'),
  },
  {
    path: '/profile/courses',
    meta: { title: 'My Course Progress', breadcrumbs: [MY_ACCOUNT, PROGRESS_SUMMARY], flags: {} },
    page: () => import('../features/profile/pages/courses-page'),
  },
  {
    path: '/profile/playlists',
    meta: { title: 'My Playlists Progress', breadcrumbs: [MY_ACCOUNT, PROGRESS_SUMMARY], flags: {} },
    page: () => import('../features/profile/pages/playlists-page'),
  },
  {
    // A manager's view of a team member, or the administrator's of any user (the server enforces which).
    path: '/profile/summary/$id',
    meta: { title: 'User Summary', breadcrumbs: [MY_ACCOUNT], flags: { manager: true, admin: true } },
    page: () => import('../features/profile/pages/user-summary-page'),
  },

  // Playlists (every signed-in role: the ones they are enrolled on).
  {
    path: '/playlists',
    meta: { title: 'My Playlists', breadcrumbs: [MY_ACCOUNT], flags: {} },
    page: () => import('../features/playlists/pages/my-playlists-page'),
  },
  {
    path: '/playlist/details/$id',
    meta: { title: 'Playlist Details', breadcrumbs: [MY_ACCOUNT, { label: 'My Playlists', to: '/playlists' }], flags: {} },
    page: () => import('../features/playlists/pages/playlist-details-page'),
  },

  // Team managers.
  {
    path: '/my-team',
    meta: { title: 'My Team', breadcrumbs: [MY_ACCOUNT], flags: { manager: true } },
    page: () => import('../features/team/pages/my-team-page'),
  },

  // Administrators.
  {
    path: '/admin',
    meta: { title: 'Admin', breadcrumbs: [], flags: { admin: true } },
    page: () => import('../features/admin/pages/admin-landing-page'),
  },
  {
    path: '/admin/finance/account-status',
    meta: {
      title: 'Account Status',
      breadcrumbs: [ADMIN, { label: 'Finance & Account' }],
      flags: { admin: true, suspendedAccessible: true },
    },
    page: () => import('../features/finance/pages/account-status-page'),
  },
  {
    path: '/admin/users',
    meta: { title: 'Users', breadcrumbs: [ADMIN], flags: { admin: true } },
    page: () => import('../features/users/pages/users-page'),
  },
  {
    path: '/admin/archived-users',
    meta: { title: 'Archived Users', breadcrumbs: [ADMIN, USERS], flags: { admin: true } },
    page: () => import('../features/users/pages/archived-users-page'),
  },
  {
    path: '/admin/user-course-report/$id',
    meta: { title: 'User Course Report', breadcrumbs: [ADMIN, USERS], flags: { admin: true } },
    page: () => import('../features/users/pages/user-course-report-page'),
  },
  {
    path: '/admin/archived-user-report/$id',
    meta: { title: 'Archived User Report', breadcrumbs: [ADMIN, USERS, ARCHIVED_USERS], flags: { admin: true } },
    page: () => import('../features/users/pages/archived-user-report-page'),
  },
  {
    path: '/admin/groups',
    meta: { title: 'Groups', breadcrumbs: [ADMIN], flags: { admin: true } },
    page: () => import('../features/groups/pages/groups-page'),
  },
  {
    path: '/admin/courses',
    meta: { title: 'Full Course Library', breadcrumbs: [ADMIN], flags: { admin: true } },
    page: coursePage('library'),
  },
  // Before /admin/courses/$id, so findRoute matches the literal segment first.
  {
    path: '/admin/courses/statistics',
    meta: { title: 'Course Statistics', breadcrumbs: [ADMIN, COURSES], flags: { admin: true } },
    page: coursePage('statistics'),
  },
  {
    path: '/admin/courses/$id',
    meta: { title: 'Manage Course', breadcrumbs: [ADMIN, COURSES], flags: { admin: true } },
    page: coursePage('manager'),
  },
  {
    path: '/admin/courses/$id/users',
    meta: { title: 'Course Users', breadcrumbs: [ADMIN, COURSES], flags: { admin: true } },
    page: coursePage('users'),
  },
  {
    path: '/admin/courses-report/$id',
    meta: { title: 'Course Report', breadcrumbs: [ADMIN, COURSES], flags: { admin: true } },
    page: coursePage('report'),
  },
  {
    path: '/admin/courses/detail/$id',
    meta: { title: 'Course Details', breadcrumbs: [ADMIN, COURSES], flags: { admin: true } },
    page: coursePage('preview'),
  },
  {
    path: '/admin/courses/test/$id',
    meta: { title: 'Test', breadcrumbs: [ADMIN, COURSES], flags: { admin: true } },
    page: coursePage('test'),
  },
  {
    path: '/admin/install-courses',
    meta: { title: 'Install Courses', breadcrumbs: [ADMIN, COURSES], flags: { admin: true } },
    page: coursePage('install'),
  },

  {
    path: '/admin/playlists',
    meta: { title: 'Playlists', breadcrumbs: [ADMIN], flags: { admin: true } },
    page: () => import('../features/playlists-admin/pages/playlists-page'),
  },
  {
    path: '/admin/playlists/organise/$id',
    meta: {
      title: 'Organise Modules',
      breadcrumbs: [ADMIN, { label: 'Playlists', to: '/admin/playlists' }],
      flags: { admin: true },
    },
    page: () => import('../features/playlists-admin/pages/organise-playlist-page'),
  },

  // Super administrator.
  {
    path: '/super-admin/companies',
    meta: { title: 'Company List', breadcrumbs: [{ label: 'Super Admin' }], flags: { superAdmin: true } },
    page: () => import('../features/super-admin/pages/companies-page'),
  },
];

function pattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const PATTERNS = ROUTE_TABLE.map((route) => ({ route, regex: pattern(route.path) }));

/** The route a concrete path (no query) belongs to, if any. */
export function findRoute(path: string): TAppRoute | undefined {
  const clean = path.split(/[?#]/)[0] ?? path;
  return PATTERNS.find(({ regex }) => regex.test(clean))?.route;
}

/** Whether a screen exists for `path`: the navigation links only to those. */
export function routeExists(path: string): boolean {
  return findRoute(path) !== undefined;
}
