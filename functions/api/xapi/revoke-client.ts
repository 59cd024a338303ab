import { XAPI_CLIENT_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { revokeClient } from '../../core/learner/xapi/client-repository';

export const handler = defineHandler('xapi.revokeClient', async ({ auth, params }) => {
  await revokeClient(auth.companyId, params.id);
  return { message: XAPI_CLIENT_MSG.REVOKED };
});
