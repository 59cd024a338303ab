import { defineHandler } from '../../core/http/define-handler';
import { listBasicUsersPage } from '../../core/users/list-users';

export const handler = defineHandler('users.basicDetails', async ({ auth, query, event }) =>
  listBasicUsersPage(auth, { query, path: event.rawPath }),
);
