import { pageCourseReport } from '../../core/oversight/reports/course-report';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.report', async ({ auth, params, query, event }) =>
  pageCourseReport(auth.companyId, params.id, query, event.rawPath),
);
