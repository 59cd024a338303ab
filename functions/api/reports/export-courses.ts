import { defineHandler } from '../../core/platform/http/define-handler';
import { exportReport, exportResponse } from '../../core/oversight/reports/report-requests';

export const handler = defineHandler('reports.coursesExport', async ({ auth, query, requestId }) =>
  exportResponse(
    await exportReport(auth, {
      report: 'courses',
      type: query.type,
      filters: { search: query.search, start: query.start, end: query.end },
    }),
    requestId,
  ),
);
