import { defineHandler } from '../../core/http/define-handler';
import { paginate } from '../../core/http/pagination';
import { userCourseRows } from '../../core/users/user-courses';

export const handler = defineHandler('users.courses', async ({ auth, query, event }) => {
  const rows = await userCourseRows(auth, query.id);
  return paginate(rows, { page: query.page, limit: query.limit, path: event.rawPath });
});
