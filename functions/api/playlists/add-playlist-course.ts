import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { addPlaylistCourse } from '../../core/workflows/playlist-module-commands';
import { getPlaylist } from '../../core/delivery/enrolment/playlist-reads';

export const handler = defineHandler('playlists.addCourse', async ({ auth, body }) => {
  await addPlaylistCourse(auth.companyId, body);
  return { data: await getPlaylist(auth, body.channel, 'modules'), message: MSG.PLAYLIST_COURSES_SAVED };
});
