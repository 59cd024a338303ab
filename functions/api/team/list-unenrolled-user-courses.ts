import { defineHandler } from '../../core/http/define-handler';
import { pageUserCourses } from '../../core/team/team-courses';

export const handler = defineHandler('team.unenrolledCourses', async ({ auth, params, query, event }) =>
  pageUserCourses(auth, params.id, 'unenrolled', query, event.rawPath),
);
