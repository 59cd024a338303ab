import { defineHandler } from '../../core/http/define-handler';
import { pageMyPlaylists } from '../../core/playlists/playlist-reads';

export const handler = defineHandler('playlists.mine', async ({ auth, query, event }) =>
  pageMyPlaylists(auth, query, event.rawPath),
);
