import { exportCourses } from '../../core/oversight/reports/course-exports';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.export', async ({ auth, query }) => exportCourses(auth.companyId, query));
