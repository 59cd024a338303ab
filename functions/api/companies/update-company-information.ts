import { MSG } from '@skillway/shared';
import { saveCompanyDetails } from '../../core/people/companies/account-info';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.updateInformation', async ({ auth, body }) => ({
  data: await saveCompanyDetails(auth.companyId, body),
  message: MSG.COMPANY_INFO_UPDATED,
}));
