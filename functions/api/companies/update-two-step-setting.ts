import { saveTwoStepSetting } from '../../core/people/companies/two-step-setting';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.updateTwoStep', async ({ auth, body, log }) => ({
  data: await saveTwoStepSetting(auth.companyId, body.require_two_step_admins, auth, log),
}));
