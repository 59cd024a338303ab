import { defineHandler } from '../../core/platform/http/define-handler';
import { listTeamPage } from '../../core/people/team/list-team';

export const handler = defineHandler('team.list', async ({ auth, query, event }) => listTeamPage(auth, query, event.rawPath));
