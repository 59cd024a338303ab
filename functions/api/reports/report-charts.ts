import { defineHandler } from '../../core/platform/http/define-handler';
import { reportCharts } from '../../core/oversight/reports/report-charts';

export const handler = defineHandler('reports.charts', async ({ auth }) => reportCharts(auth.companyId));
