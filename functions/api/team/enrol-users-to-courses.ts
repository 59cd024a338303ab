import { defineHandler } from '../../core/http/define-handler';
import { assignUsersToCourses } from '../../core/team/assign-team-courses';

export const handler = defineHandler('team.enrolUsersToCourses', async ({ auth, body }) =>
  assignUsersToCourses(auth, body),
);
