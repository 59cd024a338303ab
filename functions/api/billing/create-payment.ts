import { MSG } from '@skillway/shared';
import { subscribe } from '../../core/people/billing/subscription-service';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.subscribe', async ({ auth, body }) => ({
  data: await subscribe(auth.companyId, body),
  message: MSG.ACCOUNT_UPGRADED,
}));
