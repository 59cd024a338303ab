import { defineHandler } from '../../core/platform/http/define-handler';
import { pageUserCourses } from '../../core/delivery/enrolment/team-courses';

export const handler = defineHandler('team.unenrolledCourses', async ({ auth, params, query, event }) =>
  pageUserCourses(auth, params.id, 'unenrolled', query, event.rawPath),
);
