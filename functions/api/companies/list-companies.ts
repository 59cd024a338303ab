import { listCompaniesPageView } from '../../core/companies/list-companies';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('companies.list', async ({ query, event }) =>
  listCompaniesPageView(query, event.rawPath),
);
