import { ZMessage } from '../../schemas/common';
import {
  ZBreatheImportBody,
  ZBreatheSettingBody,
  ZBreatheSettingsResponse,
  ZBreatheTokenBody,
  ZCompanyIdParams,
  ZErrorLogList,
  ZErrorLogQuery,
  ZImportResponse,
} from '../../schemas/imports';
import { ADMINS, SUPER_ADMINS } from '../access';
import { ROUTE_THROTTLES } from '../throttles';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

/** User imports: the CSV file, BreatheHR employees, and the error logs both write. */
export const importRows = defineRows({
  'imports.users': {
    throttle: ROUTE_THROTTLES.imports,
    method: 'POST',
    path: '/v1/user/import',
    handler: 'api/imports/import-users-csv',
    access: ADMINS,
    tag: 'Users',
    summary:
      'Import users from a CSV (multipart `file`): create or update by email; bad rows go to the error logs. ' +
      'A file that is not a valid user CSV (size, columns, a role column, formulas, binary) is refused whole.',
    response: ZImportResponse,
    memoryMb: 512,
    timeoutSeconds: 29,
    audit: { items: ['User', 'GroupMember', 'Enrolment'] },
  },
  'imports.errorLogs': {
    method: 'GET',
    path: '/v1/user-error-logs',
    handler: 'api/imports/list-error-logs',
    access: ADMINS,
    tag: 'Users',
    summary: 'The newest import errors of the company for a container (User or External).',
    request: { query: ZErrorLogQuery },
    response: ZErrorLogList,
    audit: NOT_AUDITED.READ,
  },
  'imports.breatheSettings': {
    method: 'GET',
    path: '/v1/user/breatheapi',
    handler: 'api/imports/get-breathe-settings',
    access: ADMINS,
    tag: 'Users',
    summary:
      'Whether BreatheHR is available to the company and whether a token is saved (masked, never returned whole).',
    response: ZBreatheSettingsResponse,
    audit: NOT_AUDITED.READ,
  },
  'imports.breatheUpdateToken': {
    method: 'PUT',
    path: '/v1/user/update-breatheapi',
    handler: 'api/imports/update-breathe-token',
    access: ADMINS,
    tag: 'Users',
    summary: "Save the company's BreatheHR API token.",
    request: { body: ZBreatheTokenBody },
    response: ZBreatheSettingsResponse,
    audit: { items: ['Company'] },
  },
  'imports.breatheRemoveToken': {
    method: 'PUT',
    path: '/v1/user/remove-breatheapi',
    handler: 'api/imports/remove-breathe-token',
    access: ADMINS,
    tag: 'Users',
    summary: 'Remove the saved BreatheHR API token.',
    response: ZBreatheSettingsResponse,
    audit: { items: ['Company'] },
  },
  'imports.breatheUsers': {
    throttle: ROUTE_THROTTLES.imports,
    method: 'PUT',
    path: '/v1/user/import-breatheusers',
    handler: 'api/imports/import-breathe-users',
    access: ADMINS,
    tag: 'Users',
    summary:
      'Import BreatheHR employees through the same create-or-update path as the CSV; failures go to the error logs.',
    request: { body: ZBreatheImportBody },
    response: ZImportResponse,
    memoryMb: 512,
    timeoutSeconds: 29,
    audit: { items: ['User', 'GroupMember', 'Enrolment'] },
  },
  'imports.breatheSetEnabled': {
    method: 'POST',
    path: '/v1/company/breathe-setting/{id}',
    handler: 'api/imports/set-breathe-enabled',
    access: SUPER_ADMINS,
    tag: 'Users',
    summary: 'Turn the BreatheHR integration on or off for a company created after the cut-off date.',
    request: { params: ZCompanyIdParams, body: ZBreatheSettingBody },
    response: ZMessage,
    audit: { items: ['Company'] },
  },
});
