import { defineHandler } from '../../core/http/define-handler';
import { listPublishedCourses } from '../../core/learning/list-learner-courses';

export const handler = defineHandler('learning.publishedCourses', async ({ auth, query, event }) =>
  listPublishedCourses(auth.companyId, auth.userId, query, event.rawPath),
);
