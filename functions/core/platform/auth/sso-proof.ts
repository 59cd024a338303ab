import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../crypto/tokens';
import type { TSecretValues } from '../secrets/run-time-secret';
import { ssoSealingKeys } from '../secrets/sso-sealing-key';

/**
 * The proof the API answers the user pool's CUSTOM_AUTH challenge with, once it has verified a user's SSO sign-in
 * (docs/architecture.md, "How SSO sessions are issued"): `<userId>.<expiresEpochSeconds>.<nonce>.<hmac>`, an
 * HMAC-SHA256 under a key derived from the `ssoSealing` secret (a key of its own: a sealed value never verifies as a
 * proof). The pool's VerifyAuthChallengeResponse trigger accepts it for that user only, before it expires (60 s), and
 * once (its nonce is claimed with a conditional write: verify-sso-proof.ts). A proof is a bearer credential for one
 * minute: it is never logged and never leaves the server.
 */
export const SSO_PROOF_LIFETIME_SECONDS = 60;
/** Clock difference tolerated between the function that mints and the trigger that checks. */
const CLOCK_SKEW_SECONDS = 5;
const NONCE_BYTES = 16;

export type TSsoProofRefusal = 'malformed' | 'other-user' | 'expired' | 'bad-signature';

export type TSsoProofCheck =
  | { readonly ok: true; readonly nonce: string; readonly expiresAt: number }
  | { readonly ok: false; readonly reason: TSsoProofRefusal };

function signature(secret: string, userId: string, expiresAt: string, nonce: string): string {
  const key = createHmac('sha256', secret).update('skillway:sso-proof').digest();
  // Length-prefixed parts: no two different (user, expiry, nonce) triples sign the same message.
  const message = [userId, expiresAt, nonce].map((part) => `${part.length}:${part}`).join('|');
  return createHmac('sha256', key).update(message).digest('base64url');
}

function epochSeconds(now: Date): number {
  return Math.floor(now.getTime() / 1000);
}

/** A fresh proof for `userId` (our user id, the pool's username), valid for SSO_PROOF_LIFETIME_SECONDS from `now`. */
export function mintSsoProof(userId: string, now = new Date(), keys: TSecretValues = ssoSealingKeys()): string {
  if (!userId || userId.includes('.')) throw new Error('An SSO proof needs a user id without dots');
  const expiresAt = String(epochSeconds(now) + SSO_PROOF_LIFETIME_SECONDS);
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
  return [userId, expiresAt, nonce, signature(keys.current, userId, expiresAt, nonce)].join('.');
}

/**
 * Whether `proof` was minted with the secret (its current or previous value) for `userId` and is still within its
 * life. Says nothing about reuse: the caller claims the nonce it returns.
 */
export function checkSsoProof(
  proof: string,
  userId: string,
  now = new Date(),
  keys: TSecretValues = ssoSealingKeys(),
): TSsoProofCheck {
  const parts = proof.split('.');
  const [proofUser, expiresText, nonce, mac] = parts;
  if (parts.length !== 4 || !proofUser || !expiresText || !nonce || !mac || !/^\d{1,12}$/.test(expiresText)) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = [keys.current, keys.previous].filter((secret): secret is string => secret !== undefined);
  if (!expected.some((secret) => safeEqual(signature(secret, proofUser, expiresText, nonce), mac))) {
    return { ok: false, reason: 'bad-signature' };
  }
  if (proofUser !== userId) return { ok: false, reason: 'other-user' };
  const expiresAt = Number(expiresText);
  const nowSeconds = epochSeconds(now);
  // Expired, or minted for longer than a proof lives (only a wrong clock could do that): refused either way.
  if (expiresAt <= nowSeconds || expiresAt > nowSeconds + SSO_PROOF_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, nonce, expiresAt };
}
