import { defineHandler } from '../../core/platform/http/define-handler';
import { assignUsersToTargets } from '../../core/delivery/enrolment/assign-team-targets';
import { TEAM_COURSES } from '../../core/delivery/enrolment/team-assignment-kinds';

export const handler = defineHandler('team.enrolUsersToCourses', async ({ auth, body }) =>
  assignUsersToTargets(TEAM_COURSES, auth, {
    users: body.users,
    assign: body.assign_courses,
    deadline: body.selected_date,
  }),
);
