import { describeAuditRead } from '../../core/platform/audit/audit-context';
import { defineHandler } from '../../core/platform/http/define-handler';
import { decideErasureRequest } from '../../core/workflows/administrator-erasure';

export const handler = defineHandler('privacy.decideErasureRequest', async ({ auth, params, body, log }) => {
  const { message, request } = await decideErasureRequest(auth, params.id, body, log);
  describeAuditRead({ id: request.user_id, name: request.user_name, detail: `erasure request ${request.status}` });
  return { message, data: request };
});
