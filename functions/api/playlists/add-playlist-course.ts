import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/http/define-handler';
import { addPlaylistCourse } from '../../core/playlists/playlist-module-commands';
import { getPlaylist } from '../../core/playlists/playlist-reads';

export const handler = defineHandler('playlists.addCourse', async ({ auth, body }) => {
  await addPlaylistCourse(auth.companyId, body);
  return { data: await getPlaylist(auth, body.channel, 'modules'), message: MSG.PLAYLIST_COURSES_SAVED };
});
