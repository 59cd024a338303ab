import { defineHandler } from '../../core/http/define-handler';
import { assignUsersToPlaylists } from '../../core/playlists/team-playlists';

export const handler = defineHandler('playlists.enrolUsers', async ({ auth, body }) => assignUsersToPlaylists(auth, body));
