import { defineHandler } from '../../core/platform/http/define-handler';
import { pagePlaylists } from '../../core/delivery/enrolment/playlist-reads';

export const handler = defineHandler('playlists.list', async ({ auth, query, event }) =>
  pagePlaylists(auth, query, event.rawPath),
);
