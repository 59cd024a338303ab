import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { savePlaylistModules } from '../../core/workflows/playlist-module-commands';
import { getPlaylist } from '../../core/delivery/enrolment/playlist-reads';

export const handler = defineHandler('playlists.saveModules', async ({ auth, params, body }) => {
  await savePlaylistModules(auth.companyId, params.id, body.modules);
  return { data: await getPlaylist(auth, params.id, 'modules'), message: MSG.PLAYLIST_COURSES_SAVED };
});
