import { defineHandler } from '../../core/http/define-handler';
import { pagePlaylists } from '../../core/playlists/playlist-reads';

export const handler = defineHandler('playlists.list', async ({ auth, query, event }) =>
  pagePlaylists(auth, query, event.rawPath),
);
