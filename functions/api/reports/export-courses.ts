import { exportCourses } from '../../core/oversight/reports/course-exports';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('reports.coursesExport', async ({ auth, query }) => exportCourses(auth.companyId, query));
