import { createHmac } from 'node:crypto';
import { config } from '../config';
import { safeEqual } from './tokens';

/**
 * HMAC-SHA256 signatures for URLs the server hands out (image URLs, email verification links). Each purpose
 * gets its own key derived from the one secret, so a signature made for one purpose never verifies for another.
 */
function purposeKey(purpose: string): Buffer {
  return createHmac('sha256', config.imageSigningSecret).update(`skillway:${purpose}`).digest();
}

export function sign(purpose: string, parts: readonly string[]): string {
  // Length-prefixed parts: ("ab","c") and ("a","bc") must not sign the same.
  const message = parts.map((part) => `${part.length}:${part}`).join('|');
  return createHmac('sha256', purposeKey(purpose)).update(message).digest('base64url');
}

export function verifySignature(purpose: string, parts: readonly string[], signature: string): boolean {
  return safeEqual(sign(purpose, parts), signature);
}
