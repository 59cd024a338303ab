import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { sign, verifySignature } from '../../platform/crypto/signing';

/**
 * The challenge the sign-in's first step hands out: `v1.<company>.<user>.<expiry>.<nonce>.<signature>`. The
 * signature (its own purpose key, signing.ts) refuses a forged or altered challenge before any read; the nonce
 * (256 random bits) names the stored challenge by its hash and is the key that opens what it keeps, so the table
 * alone yields no session.
 */
const PURPOSE = 'two-step-challenge';
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const NONCE = /^[A-Za-z0-9_-]{43}$/;

export interface TChallengeToken {
  companyId: string;
  userId: string;
  /** Epoch seconds. */
  expiresAt: number;
  nonce: string;
}

const parts = (token: TChallengeToken) => [token.companyId, token.userId, String(token.expiresAt), token.nonce];

export function formatChallenge(token: TChallengeToken): string {
  return ['v1', ...parts(token), sign(PURPOSE, parts(token))].join('.');
}

/** The challenge's parts when it is well formed, genuine and unexpired; undefined otherwise. */
export function readChallenge(value: string, nowMs = Date.now()): TChallengeToken | undefined {
  const [version, companyId, userId, expiry, nonce, signature, ...rest] = value.split('.');
  if (version !== 'v1' || rest.length > 0 || !companyId || !userId || !expiry || !nonce || !signature) return undefined;
  if (!ID.test(companyId) || !ID.test(userId) || !/^\d{1,12}$/.test(expiry) || !NONCE.test(nonce)) return undefined;
  const token = { companyId, userId, expiresAt: Number(expiry), nonce };
  if (token.expiresAt * 1000 <= nowMs) return undefined;
  return verifySignature(PURPOSE, parts(token), signature) ? token : undefined;
}

function sealKey(nonce: string): Buffer {
  return createHmac('sha256', Buffer.from(nonce, 'base64url')).update('skillway two-step seal').digest();
}

/** AES-256-GCM under a key only the nonce's holder can make: `<iv>.<ciphertext>.<tag>`. */
export function sealWithNonce(nonce: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(nonce), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [iv, data, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** Throws when the seal was not made with this nonce or was altered. */
export function openWithNonce<T>(nonce: string, sealed: string): T {
  const [iv = '', data = '', tag = ''] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(nonce), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as T;
}
