import { defineHandler } from '../../core/platform/http/define-handler';
import { assignPlaylist } from '../../core/delivery/enrolment/playlist-enrolment-commands';

export const handler = defineHandler('playlists.assign', async ({ auth, params, body }) =>
  assignPlaylist(auth, params.id, body),
);
