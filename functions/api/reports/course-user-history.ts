import { pageEnrolmentHistory } from '../../core/oversight/reports/course-history';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.userHistory', async ({ auth, params, query, event }) =>
  pageEnrolmentHistory(auth.companyId, params.id, query, event.rawPath),
);
