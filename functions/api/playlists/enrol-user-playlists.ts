import { defineHandler } from '../../core/http/define-handler';
import { assignUserPlaylists } from '../../core/playlists/team-playlists';

export const handler = defineHandler('playlists.enrolUser', async ({ auth, params, body }) =>
  assignUserPlaylists(auth, params.id, body),
);
