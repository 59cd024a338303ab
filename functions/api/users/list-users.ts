import { defineHandler } from '../../core/platform/http/define-handler';
import { callerCompany } from '../../core/people/users/company-scope';
import { listUsersPage } from '../../core/people/users/list-users';

export const handler = defineHandler('users.list', async ({ auth, query, event }) =>
  listUsersPage(callerCompany(auth), { query, path: event.rawPath, archived: false }),
);
