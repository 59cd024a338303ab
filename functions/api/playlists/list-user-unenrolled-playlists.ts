import { defineHandler } from '../../core/platform/http/define-handler';
import { TEAM_PLAYLISTS } from '../../core/delivery/enrolment/team-assignment-kinds';
import { pageUserTargets } from '../../core/delivery/enrolment/team-target-lists';

export const handler = defineHandler('playlists.userUnenrolled', async ({ auth, params, query, event }) =>
  pageUserTargets(TEAM_PLAYLISTS, auth, params.id, 'unenrolled', query, event.rawPath),
);
