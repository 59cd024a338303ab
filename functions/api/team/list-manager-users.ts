import { defineHandler } from '../../core/platform/http/define-handler';
import { listManagerUsersPage } from '../../core/people/team/list-team';

export const handler = defineHandler('team.managerUsers', async ({ auth, params, query, event }) =>
  listManagerUsersPage(auth, params.id, query, event.rawPath),
);
