import { commitScorm } from '../../core/learner/package-player/commit-scorm';
import { defineHandler } from '../../core/platform/http/define-handler';
import { rawResponse } from '../../core/platform/http/responses';

/**
 * POST /package-player/commit/{session}: a SCORM runtime's commit (fetch with JSON, or `navigator.sendBeacon` with
 * a text/plain string: the body is read as JSON whatever its content type). No Authorization: the session is the
 * credential. 204.
 */
export const handler = defineHandler('packagePlayer.commit', async ({ params, body }) => {
  await commitScorm(params.session, body);
  return rawResponse({ statusCode: 204, headers: { 'cache-control': 'no-store' } });
});
