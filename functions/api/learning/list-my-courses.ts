import { defineHandler } from '../../core/http/define-handler';
import { listMyCourses } from '../../core/learning/list-learner-courses';

export const handler = defineHandler('learning.myCourses', async ({ auth, query, event }) =>
  listMyCourses(auth.companyId, auth.userId, query, event.rawPath),
);
