import { MSG } from '@skillway/shared';
import { assertBreatheAvailable } from '../../core/people/imports/breathe/breathe-access';
import { presentBreatheSettings, removeBreatheToken } from '../../core/people/imports/breathe/breathe-settings';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('breathe.removeToken', async ({ auth }) => {
  const company = assertBreatheAvailable(auth.company);
  const saved = await removeBreatheToken(company.company_id);
  return { message: MSG.BREATHE_TOKEN_REMOVED, data: presentBreatheSettings(saved) };
});
