import { listCourseStatistics } from '../../core/courses/list-courses';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.stats', async ({ auth, query, event }) =>
  listCourseStatistics(auth.companyId, query, event.rawPath),
);
