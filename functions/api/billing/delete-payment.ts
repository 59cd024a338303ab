import { MSG } from '@skillway/shared';
import { removePaymentSource } from '../../core/people/billing/payment-details';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.removePayment', async ({ auth }) => ({
  data: await removePaymentSource(auth.companyId),
  message: MSG.PAYMENT_SOURCE_REMOVED,
}));
