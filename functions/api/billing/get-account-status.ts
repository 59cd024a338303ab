import { getAccountStatus } from '../../core/people/billing/payment-details';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.accountStatus', async ({ auth }) => ({
  data: await getAccountStatus(auth.companyId),
}));
