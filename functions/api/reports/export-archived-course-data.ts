import { exportArchivedCourseData } from '../../core/oversight/reports/course-exports';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.archivedExport', async ({ auth, params, query }) =>
  exportArchivedCourseData(auth.companyId, params.id, query),
);
