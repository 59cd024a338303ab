import { defineHandler } from '../../core/platform/http/define-handler';
import { TEAM_COURSES } from '../../core/delivery/enrolment/team-assignment-kinds';
import { pageUserTargets } from '../../core/delivery/enrolment/team-target-lists';

export const handler = defineHandler('team.unenrolledCourses', async ({ auth, params, query, event }) =>
  pageUserTargets(TEAM_COURSES, auth, params.id, 'unenrolled', query, event.rawPath),
);
