import { defineHandler } from '../../core/http/define-handler';
import { TEAM_COURSES } from '../../core/team/team-assignment-kinds';
import { pageUserTargets } from '../../core/team/team-target-lists';

export const handler = defineHandler('team.unenrolledCourses', async ({ auth, params, query, event }) =>
  pageUserTargets(TEAM_COURSES, auth, params.id, 'unenrolled', query, event.rawPath),
);
