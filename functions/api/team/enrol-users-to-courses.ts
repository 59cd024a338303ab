import { defineHandler } from '../../core/platform/http/define-handler';
import { assignUsersToCourses } from '../../core/delivery/enrolment/assign-team-courses';

export const handler = defineHandler('team.enrolUsersToCourses', async ({ auth, body }) =>
  assignUsersToCourses(auth, body),
);
