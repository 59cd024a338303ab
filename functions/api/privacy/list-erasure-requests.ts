import { defineHandler } from '../../core/platform/http/define-handler';
import { listCompanyErasureRequests } from '../../core/people/privacy/erasure/erasure-request-views';

export const handler = defineHandler('privacy.erasureRequests', async ({ auth }) => ({
  data: await listCompanyErasureRequests(auth.companyId),
}));
