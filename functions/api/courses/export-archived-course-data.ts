import { exportArchivedCourseData } from '../../core/courses/course-exports';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.archivedExport', async ({ auth, params, query }) =>
  exportArchivedCourseData(auth.companyId, params.id, query),
);
