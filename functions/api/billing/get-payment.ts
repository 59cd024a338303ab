import { getPaymentInfo } from '../../core/people/billing/payment-details';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.payment', async ({ auth }) => ({
  data: await getPaymentInfo(auth.companyId),
}));
