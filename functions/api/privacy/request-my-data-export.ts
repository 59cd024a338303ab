import { defineHandler } from '../../core/platform/http/define-handler';
import { requestMyExport } from '../../core/people/privacy/export/export-requests';

export const handler = defineHandler('privacy.exportMine', async ({ auth }) => requestMyExport(auth));
