import { exportCourseReport } from '../../core/oversight/reports/course-exports';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('reports.courseExport', async ({ auth, params, query }) =>
  exportCourseReport(auth.companyId, params.id, query),
);
