import { defineHandler } from '../../core/platform/http/define-handler';
import { answerOrGone, getExport } from '../../core/people/privacy/export/export-requests';

export const handler = defineHandler('privacy.exportGet', async ({ auth, params, requestId }) =>
  answerOrGone(requestId, () => getExport(auth, params.id)),
);
