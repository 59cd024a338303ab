import { fetchCmi5Token } from '../../core/learner/xapi/cmi5-fetch';
import { defineHandler } from '../../core/platform/http/define-handler';

/** The cmi5 fetch URL: the session's auth token once, then error codes (always 200, cmi5 section 8.2). */
export const handler = defineHandler('xapi.cmi5Fetch', async ({ params }) => fetchCmi5Token(params.id));
