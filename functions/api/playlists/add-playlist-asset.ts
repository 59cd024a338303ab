import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/http/define-handler';
import { addPlaylistAsset } from '../../core/playlists/playlist-asset-commands';

export const handler = defineHandler('playlists.addAsset', async ({ auth, body }) => ({
  data: await addPlaylistAsset(auth.companyId, body),
  message: MSG.ADDITIONAL_CONTENT_ADDED,
}));
