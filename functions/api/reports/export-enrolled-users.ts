import { exportEnrolledUsers } from '../../core/oversight/reports/course-exports';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.enrolledUsersExport', async ({ auth, params, query }) =>
  exportEnrolledUsers(auth.companyId, params.id, query),
);
