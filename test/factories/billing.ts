/**
 * Billing helpers for API tests: the plain card form's flow against the local fake Stripe
 * (infra/local/fake-stripe.ts), its renewal controls, and Stripe-signed webhook deliveries.
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { signTestWebhook } from '@skillway/functions/core/platform/payments/stripe-signature';
import { call, type TResponse } from './http';

export const CARD = { OK: '4242424242424242', DECLINED: '4000000000000002', CHARGE_FAILS: '4000000000000341' } as const;

/** GET /stripe/payment-secret, then the local card form's confirmation: the payment method id, or the 402 answer. */
export async function confirmCard(
  token: string,
  number: string,
): Promise<{ status: number; paymentMethod?: string; body: unknown }> {
  const secret = await call('GET', '/v1/stripe/payment-secret', { token });
  if (secret.status !== 200) throw new Error(`payment-secret: ${secret.status} ${JSON.stringify(secret.body)}`);
  const confirmUrl = secret.body.data.confirm_url as string;
  const confirmed = await call('POST', confirmUrl, {
    body: {
      setup_intent_secret: secret.body.data.setup_intent_secret,
      number,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
      name: 'Ada Factory',
    },
  });
  return { status: confirmed.status, paymentMethod: confirmed.body?.payment_method, body: confirmed.body };
}

/** Sign Up with a card: confirm it, then POST /company/payment. */
export async function signUp(
  token: string,
  options: { card?: string; banding?: number; payment_method?: number; product_option?: number } = {},
): Promise<TResponse> {
  const card = await confirmCard(token, options.card ?? CARD.OK);
  if (!card.paymentMethod) throw new Error(`card confirmation: ${card.status} ${JSON.stringify(card.body)}`);
  return call('POST', '/v1/company/payment', {
    token,
    body: {
      token: card.paymentMethod,
      banding: options.banding ?? 1,
      payment_method: options.payment_method ?? 1,
      ...(options.product_option !== undefined ? { product_option: options.product_option } : {}),
    },
  });
}

/** Waits until the fake Stripe has delivered every webhook it queued. */
export async function drainStripe(): Promise<void> {
  const result = await call('POST', '/_local/stripe/drain');
  if (result.status !== 200) throw new Error(`drain: ${result.status}`);
}

/** Bills the company's next period now (fail: the charge fails, retries exhausted); webhooks delivered. */
export async function renew(companyId: string, fail = false): Promise<TResponse> {
  return call('POST', `/_local/stripe/renew?company=${encodeURIComponent(companyId)}${fail ? '&fail=1' : ''}`);
}

export async function endSubscription(companyId: string): Promise<TResponse> {
  return call('POST', `/_local/stripe/end?company=${encodeURIComponent(companyId)}`);
}

function webhookSecret(): string {
  return (inject as unknown as (key: string) => Record<string, string>)('stackEnv').STRIPE_WEBHOOK_SECRET!;
}

/** A Stripe event envelope around `object`. */
export function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_test_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** POSTs an event to /v1/stripe/webhook signed with `secret` (the stack's webhook secret by default). */
export async function deliverWebhook(event: unknown, secret = webhookSecret()): Promise<TResponse> {
  const payload = JSON.stringify(event);
  return call('POST', '/v1/stripe/webhook', {
    headers: { 'stripe-signature': signTestWebhook(payload, secret), 'content-type': 'application/json' },
    rawBody: payload,
  });
}
