import { defineHandler } from '../../core/http/define-handler';
import { assignUsersToTargets } from '../../core/team/assign-team-targets';
import { TEAM_COURSES } from '../../core/team/team-assignment-kinds';

export const handler = defineHandler('team.enrolUsersToCourses', async ({ auth, body }) =>
  assignUsersToTargets(TEAM_COURSES, auth, { users: body.users, assign: body.assign_courses }),
);
