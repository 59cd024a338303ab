import { pageCourseReport } from '../../core/courses/course-report';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.report', async ({ auth, params, query, event }) =>
  pageCourseReport(auth.companyId, params.id, query, event.rawPath),
);
