import { MSG } from '@skillway/shared';
import { changeBanding } from '../../core/people/billing/subscription-service';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.changeBanding', async ({ auth, body }) => ({
  data: await changeBanding(auth.companyId, body.banding),
  message: MSG.ACCOUNT_UPGRADED,
}));
