import { defineHandler } from '../../core/platform/http/define-handler';
import { assignUserCourses } from '../../core/delivery/enrolment/assign-team-courses';

export const handler = defineHandler('team.enrolUserCourses', async ({ auth, params, body }) =>
  assignUserCourses(auth, params.id, body),
);
