import { exportCourses } from '../../core/courses/course-exports';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.export', async ({ auth, query }) => exportCourses(auth.companyId, query));
