import { defineHandler } from '../../core/platform/http/define-handler';
import { TEAM_COURSES } from '../../core/people/team/team-assignment-kinds';
import { pageUserTargets } from '../../core/people/team/team-target-lists';

export const handler = defineHandler('team.enrolledCourses', async ({ auth, params, query, event }) =>
  pageUserTargets(TEAM_COURSES, auth, params.id, 'enrolled', query, event.rawPath),
);
