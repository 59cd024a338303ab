import { defineHandler } from '../../core/platform/http/define-handler';
import { auditLogScope } from '../../core/oversight/audit-log/audit-log-scope';
import { readAuditPage } from '../../core/oversight/audit-log/audit-query';
import { auditEventView } from '../../core/oversight/audit-log/audit-view';

export const handler = defineHandler('audit.list', async ({ auth, query }) => {
  const { company_id: companyId, cursor, limit, ...filters } = query;
  const scope = await auditLogScope(auth, companyId);
  const page = await readAuditPage(scope, filters, { cursor, limit: limit === undefined ? undefined : Number(limit) });
  return { data: page.items.map(auditEventView), meta: { next_cursor: page.nextCursor } };
});
