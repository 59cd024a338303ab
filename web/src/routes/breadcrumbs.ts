/**
 * Every breadcrumb a screen can show; a crumb with `to` links to that screen. Route metadata takes crumbs only
 * from here, and keeps their literal paths, so the breadcrumb bar's typed link checks every target against the
 * route tree (the static data cannot name the registered paths itself: the router's type is built from it).
 */
export const CRUMB = {
  admin: { label: 'Admin', to: '/admin' },
  myAccount: { label: 'My User Account' },
  progressSummary: { label: 'My Progress Summary', to: '/profile/activity' },
  myCourses: { label: 'My Courses', to: '/courses' },
  myPlaylists: { label: 'My Playlists', to: '/playlists' },
  users: { label: 'Users', to: '/admin/users' },
  archivedUsers: { label: 'Archived Users', to: '/admin/archived-users' },
  courses: { label: 'Courses', to: '/admin/courses' },
  playlists: { label: 'Playlists', to: '/admin/playlists' },
  reports: { label: 'Reports', to: '/admin/reports' },
  finance: { label: 'Finance & Account' },
  account: { label: 'Account' },
  integrations: { label: 'Integrations' },
  help: { label: 'Help', to: '/admin/help' },
  superAdmin: { label: 'Super Admin' },
  companies: { label: 'Companies', to: '/super-admin/companies' },
} as const;

export type TBreadcrumb = (typeof CRUMB)[keyof typeof CRUMB];
