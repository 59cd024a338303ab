import { getAccountStatus } from '../../core/people/billing/billing-service';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.accountStatus', async ({ auth }) => ({
  data: await getAccountStatus(auth.companyId),
}));
