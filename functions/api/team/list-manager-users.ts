import { defineHandler } from '../../core/http/define-handler';
import { listManagerUsersPage } from '../../core/team/list-team';

export const handler = defineHandler('team.managerUsers', async ({ auth, params, query, event }) =>
  listManagerUsersPage(auth, params.id, query, event.rawPath),
);
