import * as z from 'zod/mini';
import { ENV } from '../definitions/environment';
import { loadRunTimeSecret } from './run-time-secret';

const secret = await loadRunTimeSecret('stripe');

export interface TStripeKeys {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Stripe Elements' key; absent locally, where the card form posts to the fake Stripe. */
  readonly publishableKey: string | undefined;
}

/** The Stripe secret's JSON (infra/lib/stacks/storage-stack.ts makes it with placeholders). */
const ZStripeSecret = z.object({
  secret_key: z.string().check(z.minLength(1)),
  webhook_secret: z.string().check(z.minLength(1)),
  publishable_key: z.optional(z.string()),
});

let parsed: { text: string; keys: TStripeKeys } | undefined;

function localKeys(): TStripeKeys {
  const secretKey = process.env[ENV.STRIPE_SECRET_KEY];
  const webhookSecret = process.env[ENV.STRIPE_WEBHOOK_SECRET];
  if (!secretKey || !webhookSecret) {
    throw new Error(`Stripe is not configured: set ${ENV.STRIPE_SECRET_KEY} and ${ENV.STRIPE_WEBHOOK_SECRET}`);
  }
  return { secretKey, webhookSecret, publishableKey: process.env[ENV.STRIPE_PUBLISHABLE_KEY] || undefined };
}

/** Stripe's keys: from the Stripe secret on AWS (fetched at run time), from the environment locally. */
export function stripeKeys(): TStripeKeys {
  const values = secret.values();
  if (!secret.fromSecretsManager || !values) return localKeys();
  if (parsed?.text !== values.current) {
    const json = z.parse(ZStripeSecret, JSON.parse(values.current));
    parsed = {
      text: values.current,
      keys: { secretKey: json.secret_key, webhookSecret: json.webhook_secret, publishableKey: json.publishable_key },
    };
  }
  return parsed.keys;
}
