import { defineHandler } from '../../core/platform/http/define-handler';
import { pageMyPlaylists } from '../../core/delivery/enrolment/playlist-reads';

export const handler = defineHandler('playlists.mine', async ({ auth, query, event }) =>
  pageMyPlaylists(auth, query, event.rawPath),
);
