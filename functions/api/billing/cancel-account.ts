import { MSG } from '@skillway/shared';
import { cancelAccount } from '../../core/people/billing/subscription-service';
import { formatDay } from '../../core/platform/format/format-day';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.cancelAccount', async ({ auth }) => {
  const data = await cancelAccount(auth.companyId);
  return { data, message: `${MSG.ACCOUNT_CANCEL_ON} ${formatDay(data.cancel_subscription_date) ?? ''}`.trim() };
});
