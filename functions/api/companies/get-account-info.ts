import { getCompanyDetails } from '../../core/people/companies/account-info';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.accountInfo', async ({ auth }) => ({
  data: await getCompanyDetails(auth.companyId),
}));
