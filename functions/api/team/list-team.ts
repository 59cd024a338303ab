import { defineHandler } from '../../core/http/define-handler';
import { listTeamPage } from '../../core/team/list-team';

export const handler = defineHandler('team.list', async ({ auth, query, event }) => listTeamPage(auth, query, event.rawPath));
