import * as z from 'zod/mini';
import {
  ZPersonalDataExportAnswer,
  ZPersonalDataExportDownload,
  ZPersonalDataExportList,
  ZPersonalDataExportListQuery,
} from '../../schemas/privacy';
import {
  ZEraseUserAnswer,
  ZEraseUserBody,
  ZPrivacyDecisionBody,
  ZPrivacyRequestAnswer,
  ZPrivacyRequestBody,
  ZPrivacyRequestList,
  ZPrivacySettingsAnswer,
  ZPrivacySettingsBody,
} from '../../schemas/privacy';
import { ZId } from '../../schemas/fields';
import { ADMINS, COMPANY_ROLES } from '../access';
import { ROUTE_THROTTLES } from '../throttles';
import { defineRows } from '../types';

const idParam = z.object({ id: ZId });

/**
 * Personal data (issue 31, GDPR; docs/privacy.md). Each part keeps its rows in its own section below.
 *
 * Download my data: a user asks for their own data (Profile), or an administrator for a user of the company; a
 * background job builds a zip (data.json, summary.pdf, the certificate PDFs and external training files) and the
 * requester is notified in the app and by email with a link to a signed-in page. A self-requested export opens for
 * that user only, an administrator's for the company's administrators; another company's is 404; after 7 days 410.
 */
export const privacyExportRows = defineRows({
  'privacy.exportMine': {
    throttle: ROUTE_THROTTLES.exports,
    method: 'POST',
    path: '/v1/profile/personal-data-exports',
    handler: 'api/privacy/request-my-data-export',
    access: COMPANY_ROLES,
    tag: 'Personal data',
    summary:
      "Download my data: asks for an export of the caller's own personal data (profile, groups, enrolments and progress, test attempts, certificates, external training, notifications, LRS data, audit events); 202 with the pending export (the one already pending, if any).",
    status: 202,
    response: ZPersonalDataExportAnswer,
    suspendedAccessible: true,
    audit: { read: 'personal_data' },
  },
  'privacy.exportUser': {
    throttle: ROUTE_THROTTLES.exports,
    method: 'POST',
    path: '/v1/users/{id}/personal-data-exports',
    handler: 'api/privacy/request-user-data-export',
    access: ADMINS,
    tag: 'Personal data',
    summary:
      "An administrator asks for an export of a user's personal data (another company's user is 404); 202 with the pending export. The company's administrators may open it.",
    request: { params: idParam },
    status: 202,
    response: ZPersonalDataExportAnswer,
    audit: { read: 'personal_data' },
  },
  'privacy.exportList': {
    method: 'GET',
    path: '/v1/personal-data-exports',
    handler: 'api/privacy/list-personal-data-exports',
    access: COMPANY_ROLES,
    tag: 'Personal data',
    summary:
      "The caller's own exports, newest first; with user_id (administrators) the administrators' exports of that user. Kept 8 days.",
    request: { query: ZPersonalDataExportListQuery },
    response: ZPersonalDataExportList,
    suspendedAccessible: true,
    audit: { none: 'reads export statuses (no personal data)' },
  },
  'privacy.exportGet': {
    method: 'GET',
    path: '/v1/personal-data-exports/{id}',
    handler: 'api/privacy/get-personal-data-export',
    access: COMPANY_ROLES,
    tag: 'Personal data',
    summary:
      "One export's status (pending, ready, failed) for the page the email links to; 404 when unknown or not the caller's to open, 410 once its 7 days are over.",
    request: { params: idParam },
    response: ZPersonalDataExportAnswer,
    suspendedAccessible: true,
    audit: { none: "reads an export's status (no personal data)" },
  },
  'privacy.exportDownload': {
    method: 'POST',
    path: '/v1/personal-data-exports/{id}/download',
    handler: 'api/privacy/download-personal-data-export',
    access: COMPANY_ROLES,
    tag: 'Personal data',
    summary:
      "A short-lived download link to a ready export's zip; 404 when unknown or not the caller's to open, 409 while it is not ready, 410 once its 7 days are over.",
    request: { params: idParam },
    response: ZPersonalDataExportDownload,
    suspendedAccessible: true,
    audit: { read: 'personal_data' },
  },
});

// ---- Erasure, erasure requests and retention (docs/privacy.md "Erasure, step by step") ----

/**
 * An administrator erases a user of the company after a confirmation (the user is anonymised: the pseudonym replaces
 * name and email, the identity, sessions, files and LRS data go, training records are kept only when the company
 * marks them a legal obligation). A learner or manager asks from Profile; an administrator approves (which erases)
 * or declines, and the request's record stays. The company's privacy rules (legal records, retention) are the
 * administrator's. The erasure's own event is a `read`-style marker naming the user by the pseudonym: an `items`
 * decision would record the old name and email as the User's "before" values, which the erasure must not leave.
 */
export const privacyErasureRows = defineRows({
  'privacy.eraseUser': {
    method: 'POST',
    path: '/v1/users/{id}/erase',
    handler: 'api/privacy/erase-user',
    access: ADMINS,
    tag: 'Personal data',
    summary:
      'Erase (anonymise) a user after confirmation (`confirm: "ERASE"`): the pseudonym replaces name and email; picture, uploaded files, identity account, sessions, notifications, test logs, package and LRS data go; enrolments, history and certificates are kept under the pseudonym only when the company keeps training records as a legal obligation; audit events about and by the user are pseudonymised. Not the administrator or oneself (422); another company\'s user is 404.',
    request: { params: idParam, body: ZEraseUserBody },
    response: ZEraseUserAnswer,
    audit: { read: 'user' },
  },
  'privacy.retentionSettings': {
    method: 'GET',
    path: '/v1/privacy/settings',
    handler: 'api/privacy/get-retention-settings',
    access: ADMINS,
    tag: 'Personal data',
    summary:
      "The company's privacy rules: legal_records (1 keeps training records on erasure), anonymise_archived_months and purge_learning_years (0 is off, the default).",
    response: ZPrivacySettingsAnswer,
    audit: { none: "reads the company's privacy rules (no personal data)" },
  },
  'privacy.updateRetentionSettings': {
    method: 'PUT',
    path: '/v1/privacy/settings',
    handler: 'api/privacy/update-retention-settings',
    access: ADMINS,
    tag: 'Personal data',
    summary: "Saves the company's privacy rules (legal records, retention); the daily retention schedule applies them.",
    request: { body: ZPrivacySettingsBody },
    response: ZPrivacySettingsAnswer,
    audit: { items: ['PrivacySettings'] },
  },
  'privacy.requestErasure': {
    method: 'POST',
    path: '/v1/profile/erasure-requests',
    handler: 'api/privacy/create-erasure-request',
    access: COMPANY_ROLES,
    tag: 'Personal data',
    summary:
      'A learner or manager asks to be erased (Profile); one pending request at a time (409); the administrator cannot be erased (422). 201 with the request.',
    request: { body: ZPrivacyRequestBody },
    status: 201,
    response: ZPrivacyRequestAnswer,
    audit: { items: ['PrivacyRequest'] },
  },
  'privacy.myErasureRequests': {
    method: 'GET',
    path: '/v1/profile/erasure-requests',
    handler: 'api/privacy/list-my-erasure-requests',
    access: COMPANY_ROLES,
    tag: 'Personal data',
    summary: "The caller's own erasure requests, newest first.",
    response: ZPrivacyRequestList,
    audit: { none: 'a user reads their own requests' },
  },
  'privacy.erasureRequests': {
    method: 'GET',
    path: '/v1/privacy/erasure-requests',
    handler: 'api/privacy/list-erasure-requests',
    access: ADMINS,
    tag: 'Personal data',
    summary: "The company's erasure requests, pending first then newest first; decided ones are kept as the record.",
    response: ZPrivacyRequestList,
    audit: { none: 'reads the request list' },
  },
  'privacy.decideErasureRequest': {
    method: 'POST',
    path: '/v1/privacy/erasure-requests/{id}/decision',
    handler: 'api/privacy/decide-erasure-request',
    access: ADMINS,
    tag: 'Personal data',
    summary:
      "Approve (erases the user, as POST /users/{id}/erase) or decline a pending request; a decided request is 409; another company's request is 404.",
    request: { params: idParam, body: ZPrivacyDecisionBody },
    response: ZPrivacyRequestAnswer,
    audit: { read: 'user' },
  },
});
