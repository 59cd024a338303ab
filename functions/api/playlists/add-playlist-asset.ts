import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { addPlaylistAsset } from '../../core/content/playlists/playlist-asset-commands';

export const handler = defineHandler('playlists.addAsset', async ({ auth, body }) => ({
  data: await addPlaylistAsset(auth.companyId, body),
  message: MSG.ADDITIONAL_CONTENT_ADDED,
}));
