import { listTransactionsPage } from '../../core/people/billing/transactions';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('billing.transactions', async ({ auth, query, event }) =>
  listTransactionsPage(auth.companyId, query, event.rawPath),
);
