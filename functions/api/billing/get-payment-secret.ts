import { getPaymentSecret } from '../../core/people/billing/payment-details';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.paymentSecret', async ({ auth }) => ({
  data: await getPaymentSecret(auth.companyId),
}));
