import { enterPackage } from '../../core/learner/package-player/enter-package';
import { defineHandler } from '../../core/platform/http/define-handler';
import { rawResponse } from '../../core/platform/http/responses';

/** GET /package-player/enter/{session} (content origin): the content cookies, then the launch page or `to`. */
export const handler = defineHandler('packagePlayer.enter', async ({ params, query }) => {
  const entered = enterPackage(params.session, query.to);
  return rawResponse({
    statusCode: 302,
    headers: { location: entered.location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    cookies: entered.cookies,
  });
});
