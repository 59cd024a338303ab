import { defineHandler } from '../../core/platform/http/define-handler';
import { answerOrGone, downloadExport } from '../../core/people/privacy/export/export-requests';

export const handler = defineHandler('privacy.exportDownload', async ({ auth, params, requestId }) =>
  answerOrGone(requestId, () => downloadExport(auth, params.id)),
);
