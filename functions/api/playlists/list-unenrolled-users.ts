import { defineHandler } from '../../core/http/define-handler';
import { pagePlaylistUsers } from '../../core/playlists/playlist-enrolment-lists';
import { requirePlaylist } from '../../core/playlists/playlist-repository';

export const handler = defineHandler('playlists.unenrolledUsers', async ({ auth, params, query, event }) => {
  await requirePlaylist(auth.companyId, params.id);
  return pagePlaylistUsers(auth.companyId, params.id, 'unenrolled', query, event.rawPath);
});
