import { ZMessage } from '../../schemas/common';
import {
  ZAdminExternalTrainingBody,
  ZAdminExternalTrainingListQuery,
  ZExternalTrainingBody,
  ZExternalTrainingExportQuery,
  ZExternalTrainingImportResponse,
  ZExternalTrainingList,
  ZExternalTrainingListQuery,
  ZExternalTrainingOne,
  ZExternalTrainingParams,
  ZExternalTrainingShowQuery,
} from '../../schemas/external-training';
import { ZExportAnswer } from '../../schemas/reports';
import { ADMINS, ADMINS_AND_MANAGERS, COMPANY_ROLES } from '../access';
import { ROUTE_THROTTLES } from '../throttles';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const params = ZExternalTrainingParams;

/**
 * External training (learner spec "External training", administration spec "External training (admin)"): courses
 * taken elsewhere with an optional certificate (a verified `certificate` upload). A learner's records are theirs,
 * their Team Manager's (read only) and their administrator's; anyone else gets 404.
 */
export const externalTrainingRows = defineRows({
  'externalTraining.list': {
    method: 'GET',
    path: '/v1/external-training',
    handler: 'api/external-training/list-external-training',
    access: COMPANY_ROLES,
    tag: 'External training',
    summary:
      "The caller's own external training, newest completion first, paged (include=file is accepted; the file is always included).",
    request: { query: ZExternalTrainingListQuery },
    response: ZExternalTrainingList,
    audit: NOT_AUDITED.READ,
  },
  'externalTraining.get': {
    method: 'GET',
    path: '/v1/external-training/{id}',
    handler: 'api/external-training/get-external-training',
    access: COMPANY_ROLES,
    tag: 'External training',
    summary:
      "One record: the caller's own, any of the company for the administrator, a team member's for their manager; otherwise 404.",
    request: { params, query: ZExternalTrainingShowQuery },
    response: ZExternalTrainingOne,
    audit: NOT_AUDITED.READ,
  },
  'externalTraining.create': {
    method: 'POST',
    path: '/v1/external-training',
    handler: 'api/external-training/create-external-training',
    access: COMPANY_ROLES,
    tag: 'External training',
    summary:
      "Add the caller's own external training; s3_url names a verified certificate upload (checked again before it is attached).",
    request: { body: ZExternalTrainingBody },
    status: 201,
    response: ZExternalTrainingOne,
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'externalTraining.update': {
    method: 'PATCH',
    path: '/v1/external-training/{id}',
    handler: 'api/external-training/update-external-training',
    access: COMPANY_ROLES,
    tag: 'External training',
    summary:
      "Edit the caller's own record; a new s3_url replaces the certificate (jpg, jpeg, png, pdf, doc or docx) and the old file is deleted.",
    request: { params, body: ZExternalTrainingBody },
    response: ZExternalTrainingOne,
    audit: NOT_AUDITED.OWN_LEARNING,
  },
  'externalTraining.delete': {
    method: 'DELETE',
    path: '/v1/external-training/{id}',
    handler: 'api/external-training/delete-external-training',
    access: COMPANY_ROLES,
    tag: 'External training',
    summary: "Delete a record and its certificate file: the caller's own, or any of the company for the administrator.",
    request: { params },
    response: ZMessage,
    audit: { items: ['ExternalTraining'] },
  },
  'externalTraining.deleteCertificate': {
    method: 'DELETE',
    path: '/v1/external-training-certificate/{id}',
    handler: 'api/external-training/delete-external-training-certificate',
    access: COMPANY_ROLES,
    tag: 'External training',
    summary:
      "Delete the certificate of a record (the file too): the caller's own, or any of the company for the administrator.",
    request: { params },
    response: ZExternalTrainingOne,
    audit: { items: ['ExternalTraining'] },
  },
  'externalTraining.adminList': {
    method: 'GET',
    path: '/v1/admin-external-training',
    handler: 'api/external-training/list-admin-external-training',
    access: ADMINS,
    tag: 'External training',
    summary:
      'The external training report: every record of the company with its user, newest completion first; search (course title), searchUser (name or email), completed (a day), type (comma list).',
    request: { query: ZAdminExternalTrainingListQuery },
    response: ZExternalTrainingList,
    audit: NOT_AUDITED.READ,
  },
  'externalTraining.adminCreate': {
    method: 'POST',
    path: '/v1/admin-external-training',
    handler: 'api/external-training/create-admin-external-training',
    access: ADMINS,
    tag: 'External training',
    summary: 'Add external training for `user`, an active user of the company.',
    request: { body: ZAdminExternalTrainingBody },
    status: 201,
    response: ZExternalTrainingOne,
    audit: { items: ['ExternalTraining'] },
  },
  'externalTraining.adminUpdate': {
    method: 'PUT',
    path: '/v1/admin-external-training/{id}',
    handler: 'api/external-training/update-admin-external-training',
    access: ADMINS,
    tag: 'External training',
    summary: 'Edit any record of the company (its user may be changed to another active user).',
    request: { params, body: ZAdminExternalTrainingBody },
    response: ZExternalTrainingOne,
    audit: { items: ['ExternalTraining'] },
  },
  'externalTraining.import': {
    throttle: ROUTE_THROTTLES.imports,
    method: 'POST',
    path: '/v1/bulk-admin-external-training',
    handler: 'api/external-training/import-external-training',
    access: ADMINS,
    tag: 'External training',
    summary:
      'Import external training from a CSV (multipart `file`), all or nothing: any bad row saves nothing, answers 422 and ' +
      "writes the rows' errors to the error logs (container External). A file that is not a valid CSV (size, columns, formulas, binary) is refused whole.",
    response: ZExternalTrainingImportResponse,
    memoryMb: 512,
    timeoutSeconds: 29,
    audit: { items: ['ExternalTraining'] },
  },
  'externalTraining.export': {
    throttle: ROUTE_THROTTLES.exports,
    method: 'GET',
    path: '/v1/external-training-export',
    handler: 'api/external-training/export-external-training',
    access: ADMINS,
    tag: 'External training',
    summary:
      "The external training report with the screen's filters as Excel or PDF (export_type=excel|pdf); answers a short-lived download link.",
    request: { query: ZExternalTrainingExportQuery },
    response: ZExportAnswer,
    timeoutSeconds: 29,
    audit: { read: 'report' },
  },
  'externalTraining.ofUser': {
    method: 'GET',
    path: '/v1/users/{id}/external-training',
    handler: 'api/external-training/list-user-external-training',
    access: ADMINS_AND_MANAGERS,
    tag: 'External training',
    summary:
      "One user's external training (User Summary, user course report): the administrator any active user of the company, a manager only their team; otherwise 404.",
    request: { params, query: ZExternalTrainingListQuery },
    response: ZExternalTrainingList,
    audit: NOT_AUDITED.READ,
  },
});
