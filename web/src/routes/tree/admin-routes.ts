import { CRUMB } from '../breadcrumbs';
import { screenRoute } from './screen-route';

const ADMIN = { admin: true } as const;

const adminLanding = screenRoute(
  '/admin',
  { title: 'Admin', breadcrumbs: [], flags: ADMIN },
  () => import('../../features/admin/pages/admin-landing-page'),
);
const accountStatus = screenRoute(
  '/admin/finance/account-status',
  {
    title: 'Account Status',
    breadcrumbs: [CRUMB.admin, CRUMB.finance],
    flags: { admin: true, suspendedAccessible: true },
  },
  () => import('../../features/billing/pages/account-status-page'),
);
const companyInformation = screenRoute(
  '/admin/finance/company',
  { title: 'Company Information', breadcrumbs: [CRUMB.admin, CRUMB.finance], flags: ADMIN },
  () => import('../../features/companies/pages/company-information-page'),
);

const users = screenRoute(
  '/admin/users',
  { title: 'Users', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  () => import('../../features/users/pages/users-page'),
);
const archivedUsers = screenRoute(
  '/admin/archived-users',
  { title: 'Archived Users', breadcrumbs: [CRUMB.admin, CRUMB.users], flags: ADMIN },
  () => import('../../features/users/pages/archived-users-page'),
);
const userCourseReport = screenRoute(
  '/admin/user-course-report/$id',
  { title: 'User Course Report', breadcrumbs: [CRUMB.admin, CRUMB.users], flags: ADMIN },
  () => import('../../features/users/pages/user-course-report-page'),
);
const archivedUserReport = screenRoute(
  '/admin/archived-user-report/$id',
  { title: 'Archived User Report', breadcrumbs: [CRUMB.admin, CRUMB.users, CRUMB.archivedUsers], flags: ADMIN },
  () => import('../../features/users/pages/archived-user-report-page'),
);
const groups = screenRoute(
  '/admin/groups',
  { title: 'Groups', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  () => import('../../features/groups/pages/groups-page'),
);

const playlists = screenRoute(
  '/admin/playlists',
  { title: 'Playlists', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  () => import('../../features/playlists/pages/playlists-page'),
);
const organisePlaylist = screenRoute(
  '/admin/playlists/organise/$id',
  { title: 'Organise Modules', breadcrumbs: [CRUMB.admin, CRUMB.playlists], flags: ADMIN },
  () => import('../../features/playlists/pages/organise-playlist-page'),
);
const notificationSettings = screenRoute(
  '/admin/notification',
  { title: 'Notification Settings', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  () => import('../../features/notifications/pages/notification-settings-page'),
);

const help = screenRoute(
  '/admin/help',
  { title: 'Help', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  () => import('../../features/help/pages/help-page'),
);
const faq = screenRoute(
  '/admin/help/faq',
  { title: 'FAQs', breadcrumbs: [CRUMB.admin, CRUMB.help], flags: ADMIN },
  () => import('../../features/help/pages/faq-page'),
);
const guides = screenRoute(
  '/admin/help/guides',
  { title: 'How to Guides', breadcrumbs: [CRUMB.admin, CRUMB.help], flags: ADMIN },
  () => import('../../features/help/pages/guides-page'),
);
const marketplace = screenRoute(
  '/admin/marketplace',
  { title: 'Marketplace', breadcrumbs: [CRUMB.admin], flags: ADMIN },
  () => import('../../features/marketplace/pages/marketplace-page'),
);

/** The administrator's screens other than the course library: landing, billing, people, playlists and help. */
export const adminRoutes = [
  adminLanding,
  accountStatus,
  companyInformation,
  users,
  archivedUsers,
  userCourseReport,
  archivedUserReport,
  groups,
  playlists,
  organisePlaylist,
  notificationSettings,
  help,
  faq,
  guides,
  marketplace,
] as const;
