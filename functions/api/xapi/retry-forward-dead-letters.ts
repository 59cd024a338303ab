import { XAPI_FORWARDING_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { retryDeadLetters } from '../../core/learner/xapi/forwarding/dead-letters';

export const handler = defineHandler('xapi.retryForwardDeadLetters', async ({ auth, params, body }) => ({
  data: await retryDeadLetters(auth.companyId, params.id, body.ids),
  message: XAPI_FORWARDING_MSG.RETRIED,
}));
