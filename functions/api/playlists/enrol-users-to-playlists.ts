import { defineHandler } from '../../core/platform/http/define-handler';
import { assignUsersToPlaylists } from '../../core/delivery/enrolment/team-playlists';

export const handler = defineHandler('playlists.enrolUsers', async ({ auth, body }) => assignUsersToPlaylists(auth, body));
