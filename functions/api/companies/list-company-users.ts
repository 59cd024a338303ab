import { requireCustomerCompany } from '../../core/people/companies/company-admin';
import { listUsersPage } from '../../core/people/users/list-users';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.users', async ({ params, query, event }) =>
  listUsersPage(await requireCustomerCompany(params.id), { query, path: event.rawPath, archived: false }),
);
