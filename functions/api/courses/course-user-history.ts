import { pageEnrolmentHistory } from '../../core/courses/course-history';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.userHistory', async ({ auth, params, query, event }) =>
  pageEnrolmentHistory(auth.companyId, params.id, query, event.rawPath),
);
