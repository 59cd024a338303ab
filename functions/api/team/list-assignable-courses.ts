import { defineHandler } from '../../core/http/define-handler';
import { pageAssignableCourses } from '../../core/team/team-courses';

export const handler = defineHandler('team.assignableCourses', async ({ auth, query, event }) =>
  pageAssignableCourses(auth, query, event.rawPath),
);
