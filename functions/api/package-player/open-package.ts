import { openPackage } from '../../core/learner/package-player/open-package';
import { defineHandler } from '../../core/platform/http/define-handler';

/** POST /package-player/{id}/open: the launch of a package for the caller's own enrolment (on the content origin). */
export const handler = defineHandler('packagePlayer.open', async ({ auth, params, body }) => ({
  data: await openPackage(auth.companyId, auth.userId, params.id, body.item),
}));
