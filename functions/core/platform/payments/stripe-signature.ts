import Stripe from 'stripe';

/**
 * A Stripe-Signature header for a payload, made by stripe-node's own test helper as Stripe signs its webhooks: the
 * local fake Stripe and the tests sign with it, and the gateway verifies with `stripe.webhooks.constructEvent`.
 */
export function signTestWebhook(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp: Math.floor(timestamp) } : {}),
  });
}
