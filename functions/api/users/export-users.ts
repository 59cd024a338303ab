import { defineHandler } from '../../core/platform/http/define-handler';
import { exportReport, exportResponse } from '../../core/oversight/reports/report-requests';

export const handler = defineHandler('users.export', async ({ auth, query, requestId }) =>
  exportResponse(
    await exportReport(auth, { report: 'users-export', type: query.type ?? 'csv', filters: {} }),
    requestId,
  ),
);
