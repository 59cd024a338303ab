import { exportCourseReport } from '../../core/oversight/reports/course-exports';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.reportExport', async ({ auth, params, query }) =>
  exportCourseReport(auth.companyId, params.id, query),
);
