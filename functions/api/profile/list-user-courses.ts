import { defineHandler } from '../../core/platform/http/define-handler';
import { paginate } from '../../core/platform/http/pagination';
import { resolveProgressOwner } from '../../core/learner/profile/progress-owner';
import { pageUserCourses } from '../../core/learner/profile/user-course-rows';

export const handler = defineHandler('users.courses', async ({ auth, query, event }) => {
  const userId = await resolveProgressOwner(auth, query.id);
  if (!userId) return paginate([], { page: query.page, limit: query.limit, path: event.rawPath });
  return pageUserCourses(auth.companyId, userId, query, event.rawPath);
});
