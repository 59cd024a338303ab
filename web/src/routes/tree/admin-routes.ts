import { screenRoute, staffPage } from './screen-route';

const adminLanding = screenRoute('/admin', staffPage('/admin'));
const accountStatus = screenRoute('/admin/finance/account-status', staffPage('/admin/finance/account-status'));
const companyInformation = screenRoute('/admin/finance/company', staffPage('/admin/finance/company'));

const users = screenRoute('/admin/users', staffPage('/admin/users'));
const archivedUsers = screenRoute('/admin/archived-users', staffPage('/admin/archived-users'));
const userCourseReport = screenRoute('/admin/user-course-report/$id', staffPage('/admin/user-course-report/$id'));
const archivedUserReport = screenRoute('/admin/archived-user-report/$id', staffPage('/admin/archived-user-report/$id'));
const groups = screenRoute('/admin/groups', staffPage('/admin/groups'));

const playlists = screenRoute('/admin/playlists', staffPage('/admin/playlists'));
const organisePlaylist = screenRoute('/admin/playlists/organise/$id', staffPage('/admin/playlists/organise/$id'));
const notificationSettings = screenRoute('/admin/notification', staffPage('/admin/notification'));

/** Recertification and compliance (issue 29): the administrator's company, or a manager's own team. */
const compliance = screenRoute('/admin/compliance', staffPage('/admin/compliance'));

/** Single sign-on and SCIM provisioning (issue 30): Admin › Account. */
const singleSignOn = screenRoute('/admin/account/sso', staffPage('/admin/account/sso'));
const provisioning = screenRoute('/admin/account/provisioning', staffPage('/admin/account/provisioning'));

/** Personal data (issue 31): the privacy rules and the erasure requests, Admin › Account › Privacy. */
const privacy = screenRoute('/admin/account/privacy', staffPage('/admin/account/privacy'));

/** Company LRS clients (issue 35): Admin › Integrations › xAPI. */
const xapiClients = screenRoute('/admin/integrations/xapi', staffPage('/admin/integrations/xapi'));

/** The audit log (issue 31): Admin › Audit Log. */
const auditLog = screenRoute('/admin/audit-log', staffPage('/admin/audit-log'));

const help = screenRoute('/admin/help', staffPage('/admin/help'));
const faq = screenRoute('/admin/help/faq', staffPage('/admin/help/faq'));
const guides = screenRoute('/admin/help/guides', staffPage('/admin/help/guides'));
const marketplace = screenRoute('/admin/marketplace', staffPage('/admin/marketplace'));

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
