import { createHmac } from 'node:crypto';
import { imageSigningKeys } from '../secrets/image-signing-keys';
import { safeEqual } from './tokens';

/**
 * HMAC-SHA256 signatures for URLs the server hands out (image URLs, email verification links). Each purpose
 * gets its own key derived from the one secret, so a signature made for one purpose never verifies for another.
 * Signatures are made with the secret's current value; after a rotation the previous value still verifies (links
 * already emailed keep working) until the next rotation.
 */
function signWith(secret: string, purpose: string, parts: readonly string[]): string {
  const key = createHmac('sha256', secret).update(`skillway:${purpose}`).digest();
  // Length-prefixed parts: ("ab","c") and ("a","bc") must not sign the same.
  const message = parts.map((part) => `${part.length}:${part}`).join('|');
  return createHmac('sha256', key).update(message).digest('base64url');
}

export function sign(purpose: string, parts: readonly string[]): string {
  return signWith(imageSigningKeys().current, purpose, parts);
}

export function verifySignature(purpose: string, parts: readonly string[], signature: string): boolean {
  const { current, previous } = imageSigningKeys();
  if (safeEqual(signWith(current, purpose, parts), signature)) return true;
  return previous !== undefined && safeEqual(signWith(previous, purpose, parts), signature);
}
