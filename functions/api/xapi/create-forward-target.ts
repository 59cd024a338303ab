import { XAPI_FORWARDING_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { presentTarget } from '../../core/learner/xapi/forwarding/present';
import { createTarget } from '../../core/learner/xapi/forwarding/target-repository';

export const handler = defineHandler('xapi.createForwardTarget', async ({ auth, body }) => {
  const item = await createTarget(auth.companyId, body, {
    id: auth.userId,
    name: `${auth.user.first_name} ${auth.user.last_name}`.trim(),
  });
  return { data: await presentTarget(item), message: XAPI_FORWARDING_MSG.CREATED };
});
