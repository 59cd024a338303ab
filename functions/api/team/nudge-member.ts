import { defineHandler } from '../../core/platform/http/define-handler';
import { nudgeTeamMember } from '../../core/workflows/nudge-team-member';

export const handler = defineHandler('team.nudge', async ({ auth, params, log }) =>
  nudgeTeamMember(auth, params.id, log),
);
