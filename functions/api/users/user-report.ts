import { defineHandler } from '../../core/http/define-handler';
import { listUserReportPage } from '../../core/users/list-users';

export const handler = defineHandler('users.reports', async ({ auth, query, event }) =>
  listUserReportPage(auth.companyId, { query, path: event.rawPath }),
);
