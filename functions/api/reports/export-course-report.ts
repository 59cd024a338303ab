import { defineHandler } from '../../core/platform/http/define-handler';
import { exportCourseData, exportResponse } from '../../core/oversight/reports/report-requests';

export const handler = defineHandler('reports.courseExport', async ({ auth, params, query, requestId }) =>
  exportResponse(await exportCourseData(auth, 'course', params.id, query), requestId),
);
