import { listCompaniesPageView } from '../../core/people/companies/list-companies';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.list', async ({ query, event }) =>
  listCompaniesPageView(query, event.rawPath),
);
