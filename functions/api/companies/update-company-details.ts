import { MSG } from '@skillway/shared';
import { saveCompanyDetails } from '../../core/people/companies/account-info';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.updateDetails', async ({ auth, body }) => ({
  data: await saveCompanyDetails(auth.companyId, body),
  message: MSG.ACCOUNT_INFO_UPDATED,
}));
