import { defineHandler } from '../../core/platform/http/define-handler';
import { pageUserCourses } from '../../core/delivery/enrolment/team-courses';

export const handler = defineHandler('team.enrolledCourses', async ({ auth, params, query, event }) =>
  pageUserCourses(auth, params.id, 'enrolled', query, event.rawPath),
);
