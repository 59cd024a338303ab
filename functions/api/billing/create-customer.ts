import { createCustomer } from '../../core/people/billing/billing-service';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.createCustomer', async ({ auth, body }) => ({
  data: await createCustomer(auth.companyId, body.billing),
}));
