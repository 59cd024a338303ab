import { defineHandler } from '../../core/platform/http/define-handler';
import { requestUserExport } from '../../core/people/privacy/export/export-requests';

export const handler = defineHandler('privacy.exportUser', async ({ auth, params }) =>
  requestUserExport(auth, params.id),
);
