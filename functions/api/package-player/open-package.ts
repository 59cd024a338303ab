import { openPackage } from '../../core/learner/package-player/open-package';
import { defineHandler } from '../../core/platform/http/define-handler';
import { recipientLanguage } from '../../core/platform/i18n/server-texts';

/**
 * POST /package-player/{id}/open: the launch of a package for the caller's own enrolment (on the content origin),
 * its session carrying the learner's language to the launch page (issue 34).
 */
export const handler = defineHandler('packagePlayer.open', async ({ auth, params, body }) => ({
  data: await openPackage(
    auth.companyId,
    auth.userId,
    params.id,
    body.item,
    recipientLanguage(auth.user, auth.company),
  ),
}));
