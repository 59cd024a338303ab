import { defineHandler } from '../../core/platform/http/define-handler';
import { createReportSchedule } from '../../core/oversight/reports/report-schedules';

export const handler = defineHandler('reports.scheduleCreate', async ({ auth, body }) =>
  createReportSchedule(auth, body),
);
