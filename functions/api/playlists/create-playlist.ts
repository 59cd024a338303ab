import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { createPlaylist } from '../../core/workflows/playlist-commands';
import { getPlaylist } from '../../core/delivery/enrolment/playlist-reads';

export const handler = defineHandler('playlists.create', async ({ auth, body }) => {
  const playlist = await createPlaylist(auth, body);
  return { data: await getPlaylist(auth, playlist.playlist_id), message: MSG.PLAYLIST_ADDED };
});
