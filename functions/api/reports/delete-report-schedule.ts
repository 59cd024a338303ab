import { defineHandler } from '../../core/platform/http/define-handler';
import { deleteReportSchedule } from '../../core/oversight/reports/report-schedules';

export const handler = defineHandler('reports.scheduleDelete', async ({ auth, params }) =>
  deleteReportSchedule(auth, params.id),
);
