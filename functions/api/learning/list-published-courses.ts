import { defineHandler } from '../../core/platform/http/define-handler';
import { listPublishedCourses } from '../../core/learner/learning/list-learner-courses';

export const handler = defineHandler('learning.publishedCourses', async ({ auth, query, event }) =>
  listPublishedCourses(auth.companyId, auth.userId, query, event.rawPath),
);
