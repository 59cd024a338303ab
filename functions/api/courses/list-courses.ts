import { courseCompanyId } from '../../core/content/courses/course-scope';
import { listCourses } from '../../core/workflows/list-courses';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.list', async ({ auth, query, event }) =>
  listCourses(await courseCompanyId(auth, query.company_id), query, event.rawPath),
);
