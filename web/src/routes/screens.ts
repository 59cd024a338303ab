import type { TRouteMeta } from './route-flags';
import { CRUMB } from './breadcrumbs';

/*
 * Every screen of the app as plain data: its path (as TanStack spells it, `$id` for a parameter), title,
 * breadcrumbs and flags. The route tree (./tree/*) takes each screen's metadata from here by path, so a screen
 * cannot exist without a row; the accessibility route walk (test/e2e/accessibility-routes.test.ts) reads the same
 * rows to open every screen as every role the guard lets in. Plain data only: no React, no router.
 */

const LOGGED_OUT_ONLY = { public: true, onlyLoggedOut: true } as const;
/** Readable by anyone, signed in or not: legal text must be reachable from the signup form and the footer. */
const OPEN = { public: true, suspendedAccessible: true } as const;
/** Every signed-in role. */
const ANY_ROLE = {} as const;
/** Every signed-in role; open to administrators of a suspended company too. */
const SUSPENDED_OK = { suspendedAccessible: true } as const;
const ADMIN = { admin: true } as const;
const SUPER_ADMIN = { superAdmin: true } as const;

// prettier-ignore
export const SCREENS = {
  '/login': { title: 'Login', breadcrumbs: [], flags: LOGGED_OUT_ONLY, bare: true },
  '/login/two-step': { title: 'Two-step verification', breadcrumbs: [], flags: LOGGED_OUT_ONLY },
  '/signup': { title: 'Sign Up', breadcrumbs: [], flags: LOGGED_OUT_ONLY },
  '/forgot-password': { title: 'Forgot Password', breadcrumbs: [], flags: LOGGED_OUT_ONLY },
  '/password-reset': { title: 'Reset Password', breadcrumbs: [], flags: LOGGED_OUT_ONLY },
  '/admin/password-reset': { title: 'Reset Password', breadcrumbs: [], flags: LOGGED_OUT_ONLY },
  '/thankyou': { title: 'Registration Complete', breadcrumbs: [], flags: LOGGED_OUT_ONLY },
  '/privacy-policy': { title: 'Privacy Policy', breadcrumbs: [], flags: OPEN },
  '/terms': { title: 'Terms of Service', breadcrumbs: [], flags: OPEN },
  '/certificates/verify/$id': { title: 'Certificate Verification', breadcrumbs: [], flags: OPEN },
  '/docs': { title: 'API Reference', breadcrumbs: [], flags: OPEN },
  // Single sign-on's return (issue 30): the API's callback set the refresh cookie; the page restores the session.
  '/sso/complete': { title: 'Signing you in', breadcrumbs: [], flags: LOGGED_OUT_ONLY },
  // The test sign-in's window (an administrator's, usually signed in): it only says the test is over.
  '/sso/test-complete': { title: 'Test sign-in finished', breadcrumbs: [], flags: OPEN },
  '/': { title: 'Dashboard', breadcrumbs: [], flags: ANY_ROLE },
  '/courses': { title: 'My Courses', breadcrumbs: [CRUMB.myAccount], flags: ANY_ROLE },
  '/courses/details/$id': { title: 'Course Details', breadcrumbs: [CRUMB.myAccount, CRUMB.myCourses], flags: ANY_ROLE },
  '/courses/player/$id': { title: 'Course', breadcrumbs: [CRUMB.myAccount, CRUMB.myCourses], flags: ANY_ROLE },
  '/courses/test/log/$id/$userId': { title: 'Test Log', breadcrumbs: [CRUMB.myAccount, CRUMB.myCourses], flags: ANY_ROLE },
  '/about-us': { title: 'About Us', breadcrumbs: [], flags: SUSPENDED_OK },
  '/partner-programme': { title: 'Partner Programme', breadcrumbs: [], flags: SUSPENDED_OK },
  '/profile/profile': { title: 'My Profile', breadcrumbs: [CRUMB.myAccount], flags: SUSPENDED_OK },
  '/profile/password': { title: 'My Password', breadcrumbs: [CRUMB.myAccount], flags: SUSPENDED_OK },
  '/welcome': { title: 'Welcome', breadcrumbs: [], flags: ANY_ROLE },
  '/profile/activity': { title: 'My Progress Summary', breadcrumbs: [CRUMB.myAccount], flags: ANY_ROLE },
  '/profile/external-training': { title: 'My External Training', breadcrumbs: [CRUMB.myAccount], flags: ANY_ROLE },
  // Download my data (issue 31): the exports the caller may open, and one export's page (the email's link).
  '/privacy/exports': { title: 'Data Exports', breadcrumbs: [CRUMB.myAccount], flags: SUSPENDED_OK },
  '/privacy/exports/$id': { title: 'Data Export', breadcrumbs: [CRUMB.myAccount], flags: SUSPENDED_OK },
  '/admin/reports': { title: 'Reports', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  '/admin/reports/external-training': { title: 'External Training Report', breadcrumbs: [CRUMB.admin, CRUMB.reports], flags: ADMIN },
  '/admin/reports/user': { title: 'User Report', breadcrumbs: [CRUMB.admin, CRUMB.reports], flags: ADMIN },
  '/admin/reports/course': { title: 'Course Report', breadcrumbs: [CRUMB.admin, CRUMB.reports], flags: ADMIN },
  '/admin/reports/course/$id': { title: 'Course Details Report', breadcrumbs: [CRUMB.admin, CRUMB.reports], flags: ADMIN },
  '/admin/reports/group': { title: 'Group Report', breadcrumbs: [CRUMB.admin, CRUMB.reports], flags: ADMIN },
  '/admin/reports/playlist': { title: 'Playlist Report', breadcrumbs: [CRUMB.admin, CRUMB.reports], flags: ADMIN },
  // A manager opens it too (their team): no Admin crumb, which would send them away.
  '/admin/compliance': { title: 'Compliance', breadcrumbs: [], flags: { admin: true, manager: true } },
  '/admin/reports/files/$id': { title: 'Report Download', breadcrumbs: [CRUMB.admin, CRUMB.reports], flags: ADMIN },
  // A super administrator's audit log export that was emailed to them opens here too.
  '/reports/files/$id': { title: 'Report Download', breadcrumbs: [CRUMB.myAccount], flags: { admin: true, manager: true, superAdmin: true } },
  '/profile/courses': { title: 'My Course Progress', breadcrumbs: [CRUMB.myAccount, CRUMB.progressSummary], flags: ANY_ROLE },
  '/profile/playlists': { title: 'My Playlists Progress', breadcrumbs: [CRUMB.myAccount, CRUMB.progressSummary], flags: ANY_ROLE },
  '/profile/summary/$id': { title: 'User Summary', breadcrumbs: [CRUMB.myAccount], flags: { manager: true, admin: true } },
  '/playlists': { title: 'My Playlists', breadcrumbs: [CRUMB.myAccount], flags: ANY_ROLE },
  '/playlist/details/$id': { title: 'Playlist Details', breadcrumbs: [CRUMB.myAccount, CRUMB.myPlaylists], flags: ANY_ROLE },
  '/my-team': { title: 'My Team', breadcrumbs: [CRUMB.myAccount], flags: { manager: true } },
  '/admin': { title: 'Admin', breadcrumbs: [], flags: ADMIN },
  '/admin/finance/account-status': { title: 'Account Status', breadcrumbs: [CRUMB.admin, CRUMB.finance], flags: { admin: true, suspendedAccessible: true } },
  '/admin/finance/company': { title: 'Company Information', breadcrumbs: [CRUMB.admin, CRUMB.finance], flags: ADMIN },
  '/admin/users': { title: 'Users', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  '/admin/archived-users': { title: 'Archived Users', breadcrumbs: [CRUMB.admin, CRUMB.users], flags: ADMIN },
  '/admin/user-course-report/$id': { title: 'User Course Report', breadcrumbs: [CRUMB.admin, CRUMB.users], flags: ADMIN },
  '/admin/archived-user-report/$id': { title: 'Archived User Report', breadcrumbs: [CRUMB.admin, CRUMB.users, CRUMB.archivedUsers], flags: ADMIN },
  '/admin/groups': { title: 'Groups', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  '/admin/courses': { title: 'Full Course Library', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  '/admin/courses/statistics': { title: 'Course Statistics', breadcrumbs: [CRUMB.admin, CRUMB.courses], flags: ADMIN },
  '/admin/courses/$id': { title: 'Manage Course', breadcrumbs: [CRUMB.admin, CRUMB.courses], flags: ADMIN },
  '/admin/courses/$id/users': { title: 'Course Users', breadcrumbs: [CRUMB.admin, CRUMB.courses], flags: ADMIN },
  '/admin/courses-report/$id': { title: 'Course Report', breadcrumbs: [CRUMB.admin, CRUMB.courses], flags: ADMIN },
  '/admin/courses/detail/$id': { title: 'Course Details', breadcrumbs: [CRUMB.admin, CRUMB.courses], flags: ADMIN },
  '/admin/courses/test/$id': { title: 'Test', breadcrumbs: [CRUMB.admin, CRUMB.courses], flags: ADMIN },
  '/admin/install-courses': { title: 'Install Courses', breadcrumbs: [CRUMB.admin, CRUMB.courses], flags: ADMIN },
  '/admin/playlists': { title: 'Playlists', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  '/admin/playlists/organise/$id': { title: 'Organise Modules', breadcrumbs: [CRUMB.admin, CRUMB.playlists], flags: ADMIN },
  '/admin/notification': { title: 'Notification Settings', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  '/admin/help': { title: 'Help', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  '/admin/help/faq': { title: 'FAQs', breadcrumbs: [CRUMB.admin, CRUMB.help], flags: ADMIN },
  '/admin/help/guides': { title: 'How to Guides', breadcrumbs: [CRUMB.admin, CRUMB.help], flags: ADMIN },
  '/admin/marketplace': { title: 'Marketplace', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  '/admin/account/sso': { title: 'Single Sign-On', breadcrumbs: [CRUMB.admin, CRUMB.account], flags: ADMIN },
  '/admin/account/provisioning': { title: 'Provisioning', breadcrumbs: [CRUMB.admin, CRUMB.account], flags: ADMIN },
  // Personal data (issue 31): the company's privacy rules and the users' erasure requests.
  '/admin/account/privacy': { title: 'Privacy', breadcrumbs: [CRUMB.admin, CRUMB.account], flags: ADMIN },
  // Company LRS clients (issue 35): the credentials authoring tools and other xAPI clients use at the LRS.
  '/admin/integrations/xapi': { title: 'xAPI (LRS)', breadcrumbs: [CRUMB.admin, CRUMB.integrations], flags: ADMIN },
  '/admin/audit-log': { title: 'Audit Log', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  '/super-admin/dashboard': { title: 'Dashboard', breadcrumbs: [CRUMB.superAdmin], flags: SUPER_ADMIN },
  '/super-admin/companies': { title: 'Company List', breadcrumbs: [CRUMB.superAdmin], flags: SUPER_ADMIN },
  '/super-admin/company/$id': { title: 'Company Details', breadcrumbs: [CRUMB.superAdmin, CRUMB.companies], flags: SUPER_ADMIN },
  '/super-admin/audit-log': { title: 'Platform Audit Log', breadcrumbs: [CRUMB.superAdmin], flags: SUPER_ADMIN },
} as const satisfies Record<string, TRouteMeta>;

/** A screen's path, e.g. `/admin/courses/$id`. */
export type TScreenPath = keyof typeof SCREENS;
