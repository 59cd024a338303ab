import { screenRoute } from './screen-route';

const adminLanding = screenRoute('/admin', () => import('../../features/admin/pages/admin-landing-page'));
const accountStatus = screenRoute(
  '/admin/finance/account-status',
  () => import('../../features/billing/pages/account-status-page'),
);
const companyInformation = screenRoute(
  '/admin/finance/company',
  () => import('../../features/companies/pages/company-information-page'),
);

const users = screenRoute('/admin/users', () => import('../../features/users/pages/users-page'));
const archivedUsers = screenRoute(
  '/admin/archived-users',
  () => import('../../features/users/pages/archived-users-page'),
);
const userCourseReport = screenRoute(
  '/admin/user-course-report/$id',
  () => import('../../features/users/pages/user-course-report-page'),
);
const archivedUserReport = screenRoute(
  '/admin/archived-user-report/$id',
  () => import('../../features/users/pages/archived-user-report-page'),
);
const groups = screenRoute('/admin/groups', () => import('../../features/groups/pages/groups-page'));

const playlists = screenRoute('/admin/playlists', () => import('../../features/playlists/pages/playlists-page'));
const organisePlaylist = screenRoute(
  '/admin/playlists/organise/$id',
  () => import('../../features/playlists/pages/organise-playlist-page'),
);
const notificationSettings = screenRoute(
  '/admin/notification',
  () => import('../../features/notifications/pages/notification-settings-page'),
);

/** Recertification and compliance (issue 29): the administrator's company, or a manager's own team. */
const compliance = screenRoute('/admin/compliance', () => import('../../features/compliance/pages/compliance-page'));

/** Single sign-on and SCIM provisioning (issue 30): Admin › Account. */
const singleSignOn = screenRoute('/admin/account/sso', () => import('../../features/sso/pages/sso-page'));
const provisioning = screenRoute(
  '/admin/account/provisioning',
  () => import('../../features/provisioning/pages/provisioning-page'),
);

/** Personal data (issue 31): the privacy rules and the erasure requests, Admin › Account › Privacy. */
const privacy = screenRoute(
  '/admin/account/privacy',
  () => import('../../features/privacy/pages/privacy-requests-page'),
);

/** Company LRS clients (issue 35): Admin › Integrations › xAPI. */
const xapiClients = screenRoute(
  '/admin/integrations/xapi',
  () => import('../../features/xapi-clients/pages/xapi-clients-page'),
);

/** The audit log (issue 31): Admin › Audit Log. */
const auditLog = screenRoute('/admin/audit-log', () => import('../../features/audit/pages/audit-log-page'));

const help = screenRoute('/admin/help', () => import('../../features/help/pages/help-page'));
const faq = screenRoute('/admin/help/faq', () => import('../../features/help/pages/faq-page'));
const guides = screenRoute('/admin/help/guides', () => import('../../features/help/pages/guides-page'));
const marketplace = screenRoute(
  '/admin/marketplace',
  () => import('../../features/marketplace/pages/marketplace-page'),
);

/**
 * The administrator's screens other than the course library: landing, billing, people, playlists, compliance, single
 * sign-on and provisioning, and help.
 */
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
  compliance,
  singleSignOn,
  provisioning,
  privacy,
  xapiClients,
  auditLog,
  help,
  faq,
  guides,
  marketplace,
] as const;
