import { defineHandler } from '../../core/platform/http/define-handler';
import { pagePlaylistGroups } from '../../core/delivery/enrolment/playlist-enrolment-lists';
import { requirePlaylist } from '../../core/content/playlists/playlist-repository';

export const handler = defineHandler('playlists.enrolledGroups', async ({ auth, params, query, event }) => {
  await requirePlaylist(auth.companyId, params.id);
  return pagePlaylistGroups(auth.companyId, params.id, 'enrolled', query, event.rawPath);
});
