import { defineHandler } from '../../core/platform/http/define-handler';
import { TEAM_COURSES } from '../../core/delivery/enrolment/team-assignment-kinds';
import { pageAssignableTargets } from '../../core/delivery/enrolment/team-target-lists';

export const handler = defineHandler('team.assignableCourses', async ({ auth, query, event }) =>
  pageAssignableTargets(TEAM_COURSES, auth, query, event.rawPath),
);
