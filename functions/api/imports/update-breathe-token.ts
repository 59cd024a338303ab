import { MSG } from '@skillway/shared';
import { assertBreatheAvailable } from '../../core/people/imports/breathe/breathe-access';
import { presentBreatheSettings, saveBreatheToken } from '../../core/people/imports/breathe/breathe-settings';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('breathe.updateToken', async ({ auth, body }) => {
  const company = assertBreatheAvailable(auth.company);
  const saved = await saveBreatheToken(company.company_id, body.breathehr_api);
  return { message: MSG.BREATHE_TOKEN_UPDATED, data: presentBreatheSettings(saved) };
});
