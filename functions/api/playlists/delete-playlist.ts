import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { deletePlaylist } from '../../core/workflows/playlist-commands';

export const handler = defineHandler('playlists.delete', async ({ auth, params }) => {
  await deletePlaylist(auth.companyId, params.id);
  return { message: MSG.PLAYLIST_DELETED };
});
