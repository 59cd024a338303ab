import { XAPI_FORWARDING_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { discardLetters } from '../../core/learner/xapi/forwarding/dead-letters';

export const handler = defineHandler('xapi.discardForwardDeadLetters', async ({ auth, params, body }) => ({
  data: await discardLetters(auth.companyId, params.id, body.ids),
  message: XAPI_FORWARDING_MSG.DISCARDED,
}));
