import { describeAuditRead } from '../../core/platform/audit/audit-context';
import { defineHandler } from '../../core/platform/http/define-handler';
import { auditLogScope } from '../../core/oversight/audit-log/audit-log-scope';
import { auditQueryPlan } from '../../core/oversight/audit-log/audit-query';
import { exportReport, exportResponse } from '../../core/oversight/reports/report-requests';

/**
 * The log as Excel or PDF through the report worker (report `audit-log`): the job is the log's company's (the
 * super administrator's choice, or `platform`), requested by the caller; the export is itself recorded in that log.
 */
export const handler = defineHandler('audit.export', async ({ auth, query, body, requestId }) => {
  const companyId = await auditLogScope(auth, query.company_id);
  const { type, ...filters } = body;
  auditQueryPlan(companyId, filters); // refuses a day range that ends before it starts, now rather than in the worker
  describeAuditRead({ companyId, id: companyId, name: 'Audit log', detail: JSON.stringify({ type, ...filters }) });
  return exportResponse(await exportReport({ ...auth, companyId }, { report: 'audit-log', type, filters }), requestId);
});
