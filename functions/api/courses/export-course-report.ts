import { exportCourseReport } from '../../core/courses/course-exports';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.reportExport', async ({ auth, params, query }) =>
  exportCourseReport(auth.companyId, params.id, query),
);
