import { createCustomer } from '../../core/people/billing/payment-details';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.createCustomer', async ({ auth, body }) => ({
  data: await createCustomer(auth.companyId, body.billing),
}));
