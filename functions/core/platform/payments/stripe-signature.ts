import { createHmac } from 'node:crypto';
import { safeEqual } from '../crypto/tokens';

/**
 * Stripe's webhook signatures (`Stripe-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`), as
 * stripe-node's `webhooks.constructEvent` checks them and `generateTestHeaderString` makes them (the unit test proves
 * each accepts the other's). Only the `v1` scheme counts; several v1 signatures (a rolled secret) are fine.
 */

/** stripe-node's DEFAULT_TOLERANCE: a signature older than this (seconds) is refused. */
const TOLERANCE_S = 300;

function hmac(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** Throws (with the reason) unless `header` signs `payload` with `secret` within the tolerance. */
export function verifyStripeSignature(payload: string, header: string, secret: string, nowMs = Date.now()): void {
  if (!payload) throw new Error('No webhook payload was provided.');
  if (!secret.trim()) throw new Error('No webhook secret value was provided.');
  let timestamp = -1;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.split('=');
    if (key === 't') timestamp = Number.parseInt(value, 10);
    if (key === 'v1') signatures.push(value);
  }
  if (!Number.isFinite(timestamp) || timestamp === -1) throw new Error('Unable to extract timestamp and signatures from header');
  if (signatures.length === 0) throw new Error('No signatures found with expected scheme');
  const expected = hmac(payload, secret, timestamp);
  if (!signatures.some((signature) => safeEqual(expected, signature))) {
    throw new Error('No signatures found matching the expected signature for payload.');
  }
  if (Math.floor(nowMs / 1000) - timestamp > TOLERANCE_S) throw new Error('Timestamp outside the tolerance zone');
}

/** A Stripe-Signature header for a payload, as Stripe makes it (the local fake Stripe and tests sign with it). */
export function signTestWebhook(payload: string, secret: string, timestamp?: number): string {
  const t = timestamp ? Math.floor(timestamp) : Math.floor(Date.now() / 1000);
  return `t=${t},v1=${hmac(payload, secret, t)}`;
}
