import { defineHandler } from '../../core/platform/http/define-handler';
import { listMyErasureRequests } from '../../core/people/privacy/erasure/erasure-request-views';

export const handler = defineHandler('privacy.myErasureRequests', async ({ auth }) => ({
  data: await listMyErasureRequests(auth),
}));
