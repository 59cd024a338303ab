import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/http/define-handler';
import { savePlaylistModules } from '../../core/playlists/playlist-module-commands';
import { getPlaylist } from '../../core/playlists/playlist-reads';

export const handler = defineHandler('playlists.saveModules', async ({ auth, params, body }) => {
  await savePlaylistModules(auth.companyId, params.id, body.modules);
  return { data: await getPlaylist(auth, params.id, 'modules'), message: MSG.PLAYLIST_COURSES_SAVED };
});
