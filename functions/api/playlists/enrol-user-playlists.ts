import { defineHandler } from '../../core/platform/http/define-handler';
import { assignUserTargets } from '../../core/delivery/enrolment/assign-team-targets';
import { TEAM_PLAYLISTS } from '../../core/delivery/enrolment/team-assignment-kinds';

export const handler = defineHandler('playlists.enrolUser', async ({ auth, params, body }) =>
  assignUserTargets(TEAM_PLAYLISTS, auth, params.id, {
    assign: body.assign_playlists,
    unassign: body.unassign_playlists,
  }),
);
