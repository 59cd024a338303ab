import { describeAuditRead } from '../../core/platform/audit/audit-context';
import { defineHandler } from '../../core/platform/http/define-handler';
import { auditLogScope } from '../../core/oversight/audit-log/audit-log-scope';
import { verifyAuditChain } from '../../core/oversight/audit/verify-chain';

/** Verify chain: the log's own record of the verification goes to the log verified. */
export const handler = defineHandler('audit.verify', async ({ auth, query }) => {
  const companyId = await auditLogScope(auth, query.company_id);
  describeAuditRead({ companyId, id: companyId, name: 'Audit log', detail: 'verify chain' });
  return { data: await verifyAuditChain(companyId) };
});
