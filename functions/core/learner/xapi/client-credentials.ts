import { randomInt } from 'node:crypto';
import { XAPI_CLIENT_KEY_PREFIX } from '@skillway/shared';
import { randomToken } from '../../platform/crypto/tokens';

/**
 * An LRS client's Basic credentials (issue 35). The key is the Basic user name, public and typed by hand into
 * authoring tools: lowercase base32 (RFC 4648, no look-alike 0/1/8/9) behind `lrs_`, and never a dot, so it never
 * reads as a launch session's `<companyId>.<sessionId>` (lrs-auth.ts). The secret is 256 random bits.
 */

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 24 characters of 5 bits: 120 random bits, unguessable and far from colliding at the lookup's attribute_not_exists. */
export const CLIENT_KEY_RANDOM_CHARS = 24;

export function newClientKey(): string {
  let random = '';
  for (let i = 0; i < CLIENT_KEY_RANDOM_CHARS; i++) random += BASE32[randomInt(BASE32.length)];
  return `${XAPI_CLIENT_KEY_PREFIX}${random}`;
}

/** 32 random bytes, base64url (43 characters): Basic passwords may hold any of them. */
export function newClientSecret(): string {
  return randomToken();
}
