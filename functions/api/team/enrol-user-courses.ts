import { defineHandler } from '../../core/platform/http/define-handler';
import { assignUserTargets } from '../../core/delivery/enrolment/assign-team-targets';
import { TEAM_COURSES } from '../../core/delivery/enrolment/team-assignment-kinds';

export const handler = defineHandler('team.enrolUserCourses', async ({ auth, params, body }) =>
  assignUserTargets(TEAM_COURSES, auth, params.id, {
    assign: body.assign_courses,
    unassign: body.unassign_courses,
    deadline: body.selected_date,
  }),
);
