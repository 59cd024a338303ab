import { getPlanDetails } from '../../core/people/billing/plans';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.planDetails', async ({ auth, body }) => ({
  data: await getPlanDetails(auth.companyId, body),
}));
