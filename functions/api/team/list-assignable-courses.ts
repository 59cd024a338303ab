import { defineHandler } from '../../core/http/define-handler';
import { TEAM_COURSES } from '../../core/team/team-assignment-kinds';
import { pageAssignableTargets } from '../../core/team/team-target-lists';

export const handler = defineHandler('team.assignableCourses', async ({ auth, query, event }) =>
  pageAssignableTargets(TEAM_COURSES, auth, query, event.rawPath),
);
