import { getPaymentInfo } from '../../core/people/billing/billing-service';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.payment', async ({ auth }) => ({ data: await getPaymentInfo(auth.companyId) }));
