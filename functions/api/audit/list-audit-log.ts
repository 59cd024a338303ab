import { defineHandler } from '../../core/platform/http/define-handler';
import { recipientLanguage } from '../../core/platform/i18n/server-texts';
import { auditLogScope } from '../../core/oversight/audit-log/audit-log-scope';
import { readAuditPage } from '../../core/oversight/audit-log/audit-query';
import { auditEventView } from '../../core/oversight/audit-log/audit-view';

export const handler = defineHandler('audit.list', async ({ auth, query }) => {
  const { company_id: companyId, cursor, limit, ...filters } = query;
  const scope = await auditLogScope(auth, companyId);
  const page = await readAuditPage(scope, filters, { cursor, limit: limit === undefined ? undefined : Number(limit) });
  // The actions' labels in the reader's language (issue 34).
  const language = recipientLanguage(auth.user, auth.company);
  return { data: page.items.map((item) => auditEventView(item, language)), meta: { next_cursor: page.nextCursor } };
});
