import * as z from 'zod/mini';
import { ZAuditListQuery, ZAuditListResponse, ZAuditVerifyResult } from '../../schemas/audit';
import { ZId } from '../../schemas/fields';
import { EXPORT_TYPES, ZExportAnswer } from '../../schemas/reports';
import { ADMINS_AND_SUPER_ADMINS } from '../access';
import { ROUTE_THROTTLES } from '../throttles';
import { defineRows } from '../types';

/** Whose log: the administrator's own company (another company's id is 404); the super administrator names one, or `platform`. */
const ZLogScope = z.object({ company_id: z.optional(ZId) });

/** POST /v1/audit-log/export: the file type and the screen's filters (as GET /v1/audit-log takes them, without paging). */
const { actor, action, target_type, target_id, from, to } = ZAuditListQuery.shape;
const ZAuditExportBody = z.object({
  type: z.enum(EXPORT_TYPES, 'The selected type is invalid.'),
  actor,
  action,
  target_type,
  target_id,
  from,
  to,
});

/** One action the log's Action filter offers: its id and label. */
const ZAuditActionOption = z.object({ value: z.string(), label: z.string() });

/**
 * The audit log (issue 31; docs/architecture.md "Audit log"): who did what to which record, read newest first with
 * filters and a cursor, its hash chain verified, and exported through the report worker. Administrators read their
 * own company's; the super administrator each company's and the platform's (`company_id=platform`). Learners and
 * managers have no access.
 */
export const auditRows = defineRows({
  'audit.list': {
    method: 'GET',
    path: '/v1/audit-log',
    handler: 'api/audit/list-audit-log',
    access: ADMINS_AND_SUPER_ADMINS,
    tag: 'Audit log',
    summary:
      "The audit log, newest first: actor, action, target, changed fields before and after, request id and source address; filter by actor, action, target (type and id), and a day range (UTC); `cursor` from the previous page's meta.next_cursor.",
    request: { query: ZAuditListQuery },
    response: ZAuditListResponse,
    audit: { none: 'reads the audit log' },
  },
  'audit.actions': {
    method: 'GET',
    path: '/v1/audit-log/actions',
    handler: 'api/audit/list-audit-actions',
    access: ADMINS_AND_SUPER_ADMINS,
    tag: 'Audit log',
    summary: "The actions the audit log records (the Action filter's choices), each with its label, by label.",
    response: z.object({ data: z.array(ZAuditActionOption) }),
    audit: { none: 'reads the list of audited actions' },
  },
  'audit.verify': {
    method: 'POST',
    path: '/v1/audit-log/verify',
    handler: 'api/audit/verify-audit-log',
    access: ADMINS_AND_SUPER_ADMINS,
    tag: 'Audit log',
    summary:
      'Verify the audit log: its hash chain walked from the first event, whether every link holds, how many events were checked, and the first broken link.',
    request: { query: ZLogScope },
    response: ZAuditVerifyResult,
    timeoutSeconds: 29,
    memoryMb: 512,
    audit: { read: 'audit_log' },
  },
  'audit.export': {
    throttle: ROUTE_THROTTLES.exports,
    method: 'POST',
    path: '/v1/audit-log/export',
    handler: 'api/audit/export-audit-log',
    access: ADMINS_AND_SUPER_ADMINS,
    tag: 'Audit log',
    summary:
      "Export the audit log: Excel or PDF with the screen's filters, newest first; a short-lived download link, or (a file that takes long) the report request message, the file then coming by email.",
    request: { query: ZLogScope, body: ZAuditExportBody },
    response: ZExportAnswer,
    timeoutSeconds: 29,
    audit: { read: 'audit_log' },
  },
});
