import { MSG } from '@skillway/shared';
import { saveBillingDetails } from '../../core/people/billing/payment-details';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.saveBillingDetails', async ({ auth, body }) => ({
  data: await saveBillingDetails(auth.companyId, body),
  message: MSG.BILLING_DETAILS_UPDATED,
}));
