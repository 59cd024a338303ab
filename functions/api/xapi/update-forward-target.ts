import { XAPI_FORWARDING_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { presentTarget } from '../../core/learner/xapi/forwarding/present';
import { updateTarget } from '../../core/learner/xapi/forwarding/target-repository';

export const handler = defineHandler('xapi.updateForwardTarget', async ({ auth, params, body }) => {
  const item = await updateTarget(auth.companyId, params.id, body);
  return { data: await presentTarget(item), message: XAPI_FORWARDING_MSG.UPDATED };
});
