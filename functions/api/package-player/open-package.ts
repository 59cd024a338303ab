import { openPackage } from '../../core/learner/package-player/open-package';
import { defineHandler } from '../../core/platform/http/define-handler';
import { withCookies } from '../../core/platform/http/responses';

/** POST /package-player/{id}/open: the launch of a package for the caller's own enrolment, with its content cookies. */
export const handler = defineHandler('packagePlayer.open', async ({ auth, params, body }) => {
  const opened = await openPackage(auth.companyId, auth.userId, params.id, body.item);
  return withCookies({ data: opened.launch }, opened.cookies);
});
