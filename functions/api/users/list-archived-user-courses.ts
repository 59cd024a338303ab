import { defineHandler } from '../../core/http/define-handler';
import { paginate } from '../../core/http/pagination';
import { archivedUserCourseRows } from '../../core/users/user-courses';

export const handler = defineHandler('users.archivedCourses', async ({ auth, params, query, event }) => {
  const rows = await archivedUserCourseRows(auth.companyId, params.id);
  return paginate(rows, { page: query.page, limit: query.limit, path: event.rawPath });
});
