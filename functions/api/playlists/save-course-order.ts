import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { savePlaylistOrder } from '../../core/workflows/playlist-module-commands';
import { getPlaylist } from '../../core/delivery/enrolment/playlist-reads';

export const handler = defineHandler('playlists.courseOrder', async ({ auth, body }) => {
  await savePlaylistOrder(auth.companyId, body);
  return { data: await getPlaylist(auth, body.channel, 'modules'), message: MSG.PLAYLIST_ORGANISED };
});
