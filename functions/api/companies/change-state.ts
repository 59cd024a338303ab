import { MSG } from '@skillway/shared';
import { changeCompanyState, getCompanyAdminDetail } from '../../core/people/companies/company-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.changeState', async ({ params, body }) => {
  await changeCompanyState(params.id, body.state);
  return { data: await getCompanyAdminDetail(params.id), message: MSG.COMPANY_STATE_CHANGED };
});
