import { defineHandler } from '../../core/http/define-handler';
import { PLAYLIST_ENROLMENT } from '../../core/enrolment/enrolment-target-kinds';
import { pageTargetGroups } from '../../core/enrolment/target-enrolment-lists';
import { requirePlaylist } from '../../core/playlists/playlist-repository';

export const handler = defineHandler('playlists.unenrolledGroups', async ({ auth, params, query, event }) => {
  await requirePlaylist(auth.companyId, params.id);
  return pageTargetGroups(PLAYLIST_ENROLMENT, auth.companyId, params.id, 'unenrolled', query, event.rawPath);
});
