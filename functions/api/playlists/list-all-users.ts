import { defineHandler } from '../../core/http/define-handler';
import { pagePlaylistUsers } from '../../core/playlists/playlist-enrolment-lists';
import { requirePlaylist } from '../../core/playlists/playlist-repository';

export const handler = defineHandler('playlists.allUsers', async ({ auth, params, query, event }) => {
  await requirePlaylist(auth.companyId, params.id);
  return pagePlaylistUsers(auth.companyId, params.id, 'all', query, event.rawPath);
});
