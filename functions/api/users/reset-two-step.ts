import { MSG } from '@skillway/shared';
import { companyScope } from '../../core/people/users/company-scope';
import { resetTwoStep } from '../../core/people/two-step/reset-two-step';
import { defineHandler } from '../../core/platform/http/define-handler';

/** A lost phone: the user's two-step verification is reset (their own company's administrator, or the super administrator for administrators). */
export const handler = defineHandler('users.resetTwoStep', async ({ auth, params, query, log }) => {
  const { companyId } = await companyScope(auth, query.company_id);
  await resetTwoStep(auth, companyId, params.id, log);
  return { message: MSG.TWO_STEP_RESET };
});
