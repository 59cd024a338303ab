import { defineHandler } from '../../core/platform/http/define-handler';
import { listBasicUsersPage } from '../../core/people/users/list-users';

export const handler = defineHandler('users.all', async ({ auth, query, event }) =>
  listBasicUsersPage(auth, { query, path: event.rawPath }),
);
