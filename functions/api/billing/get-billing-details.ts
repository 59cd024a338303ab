import { getBillingDetails } from '../../core/people/billing/billing-service';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.billingDetails', async ({ auth }) => ({
  data: await getBillingDetails(auth.companyId),
}));
