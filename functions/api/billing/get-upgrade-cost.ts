import { getUpgradeCost } from '../../core/people/billing/plans';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.upgradeCost', async ({ auth, body }) => ({
  data: await getUpgradeCost(auth.companyId, body),
}));
