import { defineHandler } from '../../core/http/define-handler';
import { assignPlaylist } from '../../core/playlists/playlist-enrolment-commands';

export const handler = defineHandler('playlists.assign', async ({ auth, params, body }) =>
  assignPlaylist(auth, params.id, body),
);
