import { defineHandler } from '../../core/platform/http/define-handler';
import { reportFile } from '../../core/oversight/reports/report-files';

export const handler = defineHandler('reports.file', async ({ auth, params }) => reportFile(auth, params.id));
