import { defineHandler } from '../../core/http/define-handler';
import { pageUserPlaylists } from '../../core/playlists/team-playlists';

export const handler = defineHandler('playlists.userEnrolled', async ({ auth, params, query, event }) =>
  pageUserPlaylists(auth, params.id, 'enrolled', query, event.rawPath),
);
