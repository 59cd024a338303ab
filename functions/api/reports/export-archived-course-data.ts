import { defineHandler } from '../../core/platform/http/define-handler';
import { exportCourseData, exportResponse } from '../../core/oversight/reports/report-requests';

export const handler = defineHandler('reports.archivedExport', async ({ auth, params, query, requestId }) =>
  exportResponse(await exportCourseData(auth, 'archived-course', params.id, query), requestId),
);
