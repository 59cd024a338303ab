import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { updatePlaylist } from '../../core/workflows/playlist-commands';
import { getPlaylist } from '../../core/delivery/enrolment/playlist-reads';

export const handler = defineHandler('playlists.update', async ({ auth, params, body }) => {
  await updatePlaylist(auth, params.id, body);
  return { data: await getPlaylist(auth, params.id), message: MSG.PLAYLIST_UPDATED };
});
