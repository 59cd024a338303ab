import { exportEnrolledUsers } from '../../core/courses/course-exports';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.enrolledUsersExport', async ({ auth, params, query }) =>
  exportEnrolledUsers(auth.companyId, params.id, query),
);
