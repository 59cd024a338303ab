import { getBillingDetails } from '../../core/people/billing/payment-details';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.billingDetails', async ({ auth }) => ({
  data: await getBillingDetails(auth.companyId),
}));
