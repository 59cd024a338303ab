import { defineHandler } from '../../core/platform/http/define-handler';
import { listTeamCards } from '../../core/workflows/team-cards';

export const handler = defineHandler('team.list', async ({ auth, query, event }) =>
  listTeamCards(auth, query, event.rawPath),
);
