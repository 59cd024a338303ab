import { defineHandler } from '../../core/http/define-handler';
import { assignUsersToTargets } from '../../core/team/assign-team-targets';
import { TEAM_PLAYLISTS } from '../../core/team/team-assignment-kinds';

export const handler = defineHandler('playlists.enrolUsers', async ({ auth, body }) =>
  assignUsersToTargets(TEAM_PLAYLISTS, auth, { users: body.users, assign: body.assign_playlists }),
);
