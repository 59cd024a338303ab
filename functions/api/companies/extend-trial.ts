import { MSG } from '@skillway/shared';
import { extendTrial, getCompanyAdminDetail } from '../../core/people/companies/company-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.extendTrial', async ({ params, body }) => {
  await extendTrial(params.id, body.date);
  return { data: await getCompanyAdminDetail(params.id), message: MSG.TRIAL_EXTENDED };
});
