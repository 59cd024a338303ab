import { defineHandler } from '../../core/platform/http/define-handler';
import { listMyCourses } from '../../core/learner/learning/list-learner-courses';

export const handler = defineHandler('learning.myCourses', async ({ auth, query, event }) =>
  listMyCourses(auth.companyId, auth.userId, query, event.rawPath),
);
