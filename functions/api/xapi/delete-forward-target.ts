import { XAPI_FORWARDING_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { deleteTarget } from '../../core/learner/xapi/forwarding/target-repository';

export const handler = defineHandler('xapi.deleteForwardTarget', async ({ auth, params }) => {
  await deleteTarget(auth.companyId, params.id);
  return { message: XAPI_FORWARDING_MSG.DELETED };
});
