import { courseCompanyId } from '../../core/courses/course-scope';
import { listCourses } from '../../core/courses/list-courses';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.list', async ({ auth, query, event }) =>
  listCourses(await courseCompanyId(auth, query.company_id), query, event.rawPath),
);
