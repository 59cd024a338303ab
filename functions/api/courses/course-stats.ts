import { listCourseStatistics } from '../../core/workflows/list-courses';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.stats', async ({ auth, query, event }) =>
  listCourseStatistics(auth.companyId, query, event.rawPath),
);
