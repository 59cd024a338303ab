import { defineHandler } from '../../core/platform/http/define-handler';
import { pageAssignableCourses } from '../../core/delivery/enrolment/team-courses';

export const handler = defineHandler('team.assignableCourses', async ({ auth, query, event }) =>
  pageAssignableCourses(auth, query, event.rawPath),
);
