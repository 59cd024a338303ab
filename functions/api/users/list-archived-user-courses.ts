import { defineHandler } from '../../core/platform/http/define-handler';
import { paginate } from '../../core/platform/http/pagination';
import { archivedUserCourseRows } from '../../core/learner/profile/user-courses';

export const handler = defineHandler('users.archivedCourses', async ({ auth, params, query, event }) => {
  const rows = await archivedUserCourseRows(auth.companyId, params.id);
  return paginate(rows, { page: query.page, limit: query.limit, path: event.rawPath });
});
