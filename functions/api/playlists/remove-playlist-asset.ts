import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { removePlaylistAsset } from '../../core/content/playlists/playlist-asset-commands';

export const handler = defineHandler('playlists.removeAsset', async ({ auth, params }) => {
  await removePlaylistAsset(auth.companyId, params.id);
  return { message: MSG.ADDITIONAL_CONTENT_REMOVED };
});
