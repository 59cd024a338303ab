import { handleStripeWebhook } from '../../core/people/billing/stripe-webhook';
import { SYSTEM_AUDIT_ACTION } from '@skillway/shared';
import { runAsSystem } from '../../core/platform/audit/system-audit';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Public: Stripe signs the raw body; the signature, not a token, is what is checked. */
export const handler = defineHandler('billing.webhook', async ({ event, log, requestId }) => {
  const raw = event.body ?? '';
  const body = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  // What a verified event changes (the company's billing and state, its invoices) is logged as the system's.
  return runAsSystem(
    { action: SYSTEM_AUDIT_ACTION.BILLING_EVENT, items: ['Company', 'Transaction'], runId: requestId },
    () => handleStripeWebhook(body, event.headers['stripe-signature'], log),
  );
});
