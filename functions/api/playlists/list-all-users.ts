import { defineHandler } from '../../core/platform/http/define-handler';
import { PLAYLIST_ENROLMENT } from '../../core/delivery/enrolment/enrolment-target-kinds';
import { pageTargetUsers } from '../../core/delivery/enrolment/target-enrolment-lists';
import { requirePlaylist } from '../../core/content/playlists/playlist-repository';

export const handler = defineHandler('playlists.allUsers', async ({ auth, params, query, event }) => {
  await requirePlaylist(auth.companyId, params.id);
  return pageTargetUsers(PLAYLIST_ENROLMENT, auth.companyId, params.id, 'all', query, event.rawPath);
});
