import { defineHandler } from '../../core/platform/http/define-handler';
import { listExports } from '../../core/people/privacy/export/export-requests';

export const handler = defineHandler('privacy.exportList', async ({ auth, query }) => listExports(auth, query));
