import { defineHandler } from '../../core/platform/http/define-handler';
import { TEAM_PLAYLISTS } from '../../core/people/team/team-assignment-kinds';
import { pageUserTargets } from '../../core/people/team/team-target-lists';

export const handler = defineHandler('playlists.userUnenrolled', async ({ auth, params, query, event }) =>
  pageUserTargets(TEAM_PLAYLISTS, auth, params.id, 'unenrolled', query, event.rawPath),
);
