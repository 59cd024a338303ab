import { defineHandler } from '../../core/platform/http/define-handler';
import { TEAM_COURSES } from '../../core/people/team/team-assignment-kinds';
import { pageAssignableTargets } from '../../core/people/team/team-target-lists';

export const handler = defineHandler('team.assignableCourses', async ({ auth, query, event }) =>
  pageAssignableTargets(TEAM_COURSES, auth, query, event.rawPath),
);
