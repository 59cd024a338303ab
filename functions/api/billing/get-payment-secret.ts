import { getPaymentSecret } from '../../core/people/billing/billing-service';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.paymentSecret', async ({ auth }) => ({
  data: await getPaymentSecret(auth.companyId),
}));
