import { defineHandler } from '../../core/platform/http/define-handler';
import { getPlaylist } from '../../core/delivery/enrolment/playlist-reads';

export const handler = defineHandler('playlists.get', async ({ auth, params, query }) => ({
  data: await getPlaylist(auth, params.id, query.include),
}));
