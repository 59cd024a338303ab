import { defineHandler } from '../../core/http/define-handler';
import { assignUserCourses } from '../../core/team/assign-team-courses';

export const handler = defineHandler('team.enrolUserCourses', async ({ auth, params, body }) =>
  assignUserCourses(auth, params.id, body),
);
