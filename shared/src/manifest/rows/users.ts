import * as z from 'zod/mini';
import { ZMessage, ZPageQuery, list, one } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import {
  ZArchiveBody,
  ZCompanyScopeQuery,
  ZMailSetting,
  ZMailSettingBody,
  ZMassWelcomeBody,
  ZNotificationSwitch,
  ZNotificationSwitchBody,
  ZQueuedResponse,
  ZUserBasic,
  ZUserCourseRow,
  ZUserCreateBody,
  ZUserDetail,
  ZUserExportQuery,
  ZUserListQuery,
  ZUserListResponse,
  ZUserReportRow,
  ZUserRow,
  ZUserUpdateBody,
} from '../../schemas/users';
import { ZExportAnswer } from '../../schemas/reports';
import { ADMINS, ADMINS_AND_MANAGERS, ADMINS_AND_SUPER_ADMINS, STAFF_AND_SUPER_ADMINS } from '../access';
import { ROUTE_THROTTLES } from '../throttles';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });

/**
 * User management (administration spec: User management, archived users, section 7 Users). The super administrator
 * reaches a company's user with `?company_id=`; everyone else's company is the token's.
 */
export const userRows = defineRows({
  'users.list': {
    method: 'GET', path: '/v1/clients', handler: 'api/users/list-users', access: ADMINS, tag: 'Users',
    summary: 'The company\'s active users: paged, sortable (first_name, last_name, last_login, created_at), search by name, created-date range, groups (any of); meta.users is the band counter.',
    request: { query: ZUserListQuery }, response: ZUserListResponse,
    audit: NOT_AUDITED.READ,
  },
  'users.basicDetails': {
    method: 'GET', path: '/v1/clients-baisc-details', handler: 'api/users/list-basic-users', access: ADMINS_AND_MANAGERS, tag: 'Users',
    summary: 'Active users for pickers (names, email, role): every company user for the administrator, their team for a manager.',
    request: { query: ZPageQuery }, response: list(ZUserBasic),
    audit: NOT_AUDITED.READ,
  },
  'users.archived': {
    method: 'GET', path: '/v1/archived-clients', handler: 'api/users/list-archived-users', access: ADMINS, tag: 'Users',
    summary: 'Archived users: paged, search by name.', request: { query: ZPageQuery }, response: ZUserListResponse,
    audit: NOT_AUDITED.READ,
  },
  'users.all': {
    method: 'GET', path: '/v1/get-all-clients', handler: 'api/users/list-all-users', access: ADMINS, tag: 'Users',
    summary: 'Every active user of the company in one list (search by name).', request: { query: ZPageQuery }, response: list(ZUserBasic),
    audit: NOT_AUDITED.READ,
  },
  'users.reports': {
    method: 'GET', path: '/v1/client-reports', handler: 'api/users/user-report', access: ADMINS, tag: 'Users',
    summary: 'The user report: active users with their course counters, paged and searchable.',
    request: { query: ZUserListQuery }, response: list(ZUserReportRow),
    audit: NOT_AUDITED.READ,
  },
  'users.export': {
    throttle: ROUTE_THROTTLES.exports,
    method: 'GET', path: '/v1/clients-export', handler: 'api/users/export-users', access: ADMINS, tag: 'Users', timeoutSeconds: 30,
    summary: 'Every user, archived ones flagged, as CSV (default), Excel or PDF, written under the company\'s prefix by the report worker; answers a short-lived download URL, or 202 with the report request message when the file goes by email.',
    request: { query: ZUserExportQuery }, response: ZExportAnswer,
    audit: { read: 'report' },
  },
  // 'profile.courses' (GET /users/courses) lives with the learner's progress rows: rows/learner-profile.ts.
  'users.get': {
    method: 'GET', path: '/v1/users/{id}', handler: 'api/users/get-user', access: STAFF_AND_SUPER_ADMINS, tag: 'Users',
    summary: 'One user with their groups and team (a manager: own team members and themselves).',
    request: { params: idParam, query: ZCompanyScopeQuery }, response: one(ZUserDetail),
    audit: NOT_AUDITED.READ,
  },
  'users.create': {
    method: 'POST', path: '/v1/user', handler: 'api/users/create-user', access: ADMINS, tag: 'Users', status: 201,
    summary: 'Add a user (role User or Team Manager) with a temporary password, within the band maximum; queues the welcome email when asked and mail is enabled.',
    request: { body: ZUserCreateBody }, response: one(ZUserDetail),
    audit: { items: ['User', 'GroupMember', 'Enrolment'] },
  },
  'users.update': {
    method: 'PUT', path: '/v1/users/{id}', handler: 'api/users/update-user', access: STAFF_AND_SUPER_ADMINS, tag: 'Users',
    summary: 'Edit a user: names, email, unique id, groups, role (role 2 hands the administrator role over), team, own password, welcome-email flag.',
    request: { params: idParam, query: ZCompanyScopeQuery, body: ZUserUpdateBody }, response: one(ZUserDetail),
    audit: { items: ['User', 'GroupMember', 'Enrolment', 'Company'] },
  },
  'users.delete': {
    method: 'DELETE', path: '/v1/users/{id}', handler: 'api/users/delete-user', access: ADMINS_AND_SUPER_ADMINS, tag: 'Users',
    summary: 'Delete a user permanently (same as /users-all-data/{id}): identity, address, memberships, enrolments, notifications.',
    request: { params: idParam, query: ZCompanyScopeQuery }, response: ZMessage,
    audit: { items: ['User', 'GroupMember', 'Enrolment', 'ExternalTraining'] },
  },
  'users.deleteAllData': {
    method: 'DELETE', path: '/v1/users-all-data/{id}', handler: 'api/users/delete-user-all-data', access: ADMINS_AND_SUPER_ADMINS, tag: 'Users',
    summary: 'Delete a user and all their data permanently.',
    request: { params: idParam, query: ZCompanyScopeQuery }, response: ZMessage,
    audit: { items: ['User', 'GroupMember', 'Enrolment', 'ExternalTraining'] },
  },
  'users.resetTwoStep': {
    method: 'DELETE', path: '/v1/users/{id}/two-step', handler: 'api/users/reset-two-step', access: ADMINS_AND_SUPER_ADMINS, tag: 'Users',
    summary: 'Reset a user\'s two-step verification (a lost phone): their key and recovery codes go, their sessions stay; they set it up again at their next sign-in if their role requires it. An administrator: anyone of the company; the super administrator (?company_id=): a company\'s administrator.',
    request: { params: idParam, query: ZCompanyScopeQuery }, response: ZMessage,
    audit: { items: ['User'] },
  },
  'users.archive': {
    method: 'PUT', path: '/v1/archive-account/{id}', handler: 'api/users/archive-user', access: ADMINS, tag: 'Users',
    summary: 'Archive (1) or restore (0) a user; restoring counts against the band maximum.',
    request: { params: idParam, body: ZArchiveBody }, response: one(ZUserRow),
    audit: { items: ['User'] },
  },
  'users.archivedCourses': {
    method: 'GET', path: '/v1/archived-user-courses/{id}', handler: 'api/users/list-archived-user-courses', access: ADMINS, tag: 'Users',
    summary: 'An archived user\'s course rows (the archived user report).',
    request: { params: idParam, query: ZPageQuery }, response: list(ZUserCourseRow),
    audit: NOT_AUDITED.READ,
  },
  'users.updateMailSetting': {
    method: 'POST', path: '/v1/company/update-mail-setting', handler: 'api/users/update-mail-setting', access: ADMINS, tag: 'Users',
    summary: 'Whether adding a user sends the welcome email (enable_mail).',
    request: { body: ZMailSettingBody }, response: ZMailSetting,
    audit: { items: ['Company'] },
  },
  'users.sendWelcomeEmail': {
    method: 'GET', path: '/v1/user/send-welcome-email/{id}', handler: 'api/users/send-welcome-email', access: ADMINS, tag: 'Users',
    summary: 'Queue the welcome email (with a set-password link) for one user whose welcome email has not been sent.',
    request: { params: idParam }, response: ZQueuedResponse,
    // Only queues the email: the send (handlers/send-welcome-email, mail only) marks it sent, a flag of the email.
    audit: NOT_AUDITED.MESSAGE_ONLY,
  },
  'users.sendMassWelcomeEmail': {
    method: 'POST', path: '/v1/user/send-mass-welcome-email', handler: 'api/users/send-mass-welcome-email', access: ADMINS, tag: 'Users',
    summary: 'Queue welcome emails: send_mail_option 1 all, 2 new or outstanding (not sent or never signed in), 3 the selected users.',
    request: { body: ZMassWelcomeBody }, response: ZQueuedResponse,
    // Only queues the email: the send (handlers/send-welcome-email, mail only) marks it sent, a flag of the email.
    audit: NOT_AUDITED.MESSAGE_ONLY,
  },
  'users.updateNotification': {
    method: 'PUT', path: '/v1/user/update-notification/{id}', handler: 'api/users/update-notification', access: 'authenticated', tag: 'Users',
    summary: 'Switch platform notifications on or off: one\'s own, or any company user\'s for the administrator.',
    request: { params: idParam, body: ZNotificationSwitchBody }, response: ZNotificationSwitch,
    audit: { items: ['User'] },
  },
});
