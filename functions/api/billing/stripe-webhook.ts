import { handleStripeWebhook } from '../../core/people/billing/stripe-webhook';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Public: Stripe signs the raw body; the signature, not a token, is what is checked. */
export const handler = defineHandler('billing.webhook', async ({ event, log }) => {
  const raw = event.body ?? '';
  const body = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  return handleStripeWebhook(body, event.headers['stripe-signature'], log);
});
