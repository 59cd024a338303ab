import { defineHandler } from '../../core/platform/http/define-handler';
import { assignUsersToTargets } from '../../core/delivery/enrolment/assign-team-targets';
import { TEAM_PLAYLISTS } from '../../core/delivery/enrolment/team-assignment-kinds';

export const handler = defineHandler('playlists.enrolUsers', async ({ auth, body }) =>
  assignUsersToTargets(TEAM_PLAYLISTS, auth, { users: body.users, assign: body.assign_playlists }),
);
