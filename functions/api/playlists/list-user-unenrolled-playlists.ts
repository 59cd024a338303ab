import { defineHandler } from '../../core/http/define-handler';
import { TEAM_PLAYLISTS } from '../../core/team/team-assignment-kinds';
import { pageUserTargets } from '../../core/team/team-target-lists';

export const handler = defineHandler('playlists.userUnenrolled', async ({ auth, params, query, event }) =>
  pageUserTargets(TEAM_PLAYLISTS, auth, params.id, 'unenrolled', query, event.rawPath),
);
