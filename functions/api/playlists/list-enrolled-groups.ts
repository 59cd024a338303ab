import { defineHandler } from '../../core/http/define-handler';
import { pagePlaylistGroups } from '../../core/playlists/playlist-enrolment-lists';
import { requirePlaylist } from '../../core/playlists/playlist-repository';

export const handler = defineHandler('playlists.enrolledGroups', async ({ auth, params, query, event }) => {
  await requirePlaylist(auth.companyId, params.id);
  return pagePlaylistGroups(auth.companyId, params.id, 'enrolled', query, event.rawPath);
});
