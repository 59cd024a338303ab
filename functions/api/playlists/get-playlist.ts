import { defineHandler } from '../../core/http/define-handler';
import { getPlaylist } from '../../core/playlists/playlist-reads';

export const handler = defineHandler('playlists.get', async ({ auth, params, query }) => ({
  data: await getPlaylist(auth, params.id, query.include),
}));
