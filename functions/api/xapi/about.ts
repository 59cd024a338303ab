import { XAPI_VERSIONS } from '@skillway/shared';
import { runPublicLrs } from '../../core/learner/xapi/lrs-request';
import { lrsJson } from '../../core/learner/xapi/lrs-response';
import { defineHandler } from '../../core/platform/http/define-handler';

/**
 * GET about: the xAPI versions the LRS speaks (1.0.3 and 2.0.0); no credentials and no version header needed (xAPI
 * 1.0.3 Communication 2.8). The answer names the version the request asked for, else 1.0.3.
 */
export const handler = defineHandler('xapi.about', async ({ event, requestId }) =>
  runPublicLrs(event, requestId, async () => lrsJson(200, { version: [...XAPI_VERSIONS] })),
);
