import { defineHandler } from '../../core/platform/http/define-handler';
import { listReportSchedules } from '../../core/oversight/reports/report-schedules';

export const handler = defineHandler('reports.schedules', async ({ auth }) => listReportSchedules(auth));
