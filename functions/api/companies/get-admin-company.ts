import { getCompanyAdminDetail } from '../../core/people/companies/company-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.adminGet', async ({ params }) => ({
  data: await getCompanyAdminDetail(params.id),
}));
