import { XAPI_VERSION } from '@skillway/shared';
import { lrsJson } from '../../core/learner/xapi/lrs-request';
import { defineHandler } from '../../core/platform/http/define-handler';

/** GET about: the xAPI versions the LRS speaks; no credentials (xAPI 1.0.3 section 7.7). */
export const handler = defineHandler('xapi.about', async () => lrsJson(200, { version: [XAPI_VERSION] }));
