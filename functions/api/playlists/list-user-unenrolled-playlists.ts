import { defineHandler } from '../../core/platform/http/define-handler';
import { pageUserPlaylists } from '../../core/delivery/enrolment/team-playlists';

export const handler = defineHandler('playlists.userUnenrolled', async ({ auth, params, query, event }) =>
  pageUserPlaylists(auth, params.id, 'unenrolled', query, event.rawPath),
);
