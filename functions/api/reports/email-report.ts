import { defineHandler } from '../../core/platform/http/define-handler';
import { emailReport } from '../../core/oversight/reports/report-requests';

export const handler = defineHandler('reports.email', async ({ auth, body }) => emailReport(auth, body));
