import { defineHandler } from '../../core/platform/http/define-handler';
import { exportRequestedReport, exportResponse } from '../../core/oversight/reports/report-requests';

export const handler = defineHandler('reports.export', async ({ auth, body, requestId }) =>
  exportResponse(await exportRequestedReport(auth, body), requestId),
);
