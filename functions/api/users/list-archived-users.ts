import { defineHandler } from '../../core/http/define-handler';
import { callerCompany } from '../../core/users/company-scope';
import { listUsersPage } from '../../core/users/list-users';

export const handler = defineHandler('users.archived', async ({ auth, query, event }) =>
  listUsersPage(callerCompany(auth), { query, path: event.rawPath, archived: true }),
);
