import { defineHandler } from '../../core/platform/http/define-handler';
import { listManagerTeamsPage } from '../../core/people/team/list-team';

export const handler = defineHandler('team.managerTeams', async ({ auth, query, event }) =>
  listManagerTeamsPage(auth, query, event.rawPath),
);
