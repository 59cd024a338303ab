import { defineHandler } from '../../core/http/define-handler';
import { listManagerTeamsPage } from '../../core/team/list-team';

export const handler = defineHandler('team.managerTeams', async ({ auth, query, event }) =>
  listManagerTeamsPage(auth, query, event.rawPath),
);
