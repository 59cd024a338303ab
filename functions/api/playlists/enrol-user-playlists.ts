import { defineHandler } from '../../core/platform/http/define-handler';
import { assignUserPlaylists } from '../../core/delivery/enrolment/team-playlists';

export const handler = defineHandler('playlists.enrolUser', async ({ auth, params, body }) =>
  assignUserPlaylists(auth, params.id, body),
);
