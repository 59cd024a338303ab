import { defineHandler } from '../../core/platform/http/define-handler';
import { listUserReportPage } from '../../core/people/users/list-users';

export const handler = defineHandler('users.reports', async ({ auth, query, event }) =>
  listUserReportPage(auth.companyId, { query, path: event.rawPath }),
);
