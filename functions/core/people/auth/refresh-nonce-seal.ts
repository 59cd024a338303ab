import { createHmac } from 'node:crypto';

/**
 * A refresh session keeps only hashes of its nonces, yet a request presenting the replaced nonce within the grace
 * must get the current one back (the same cookie the winning request set). So the item also keeps the current nonce
 * sealed with the replaced one: a one-time pad from the replaced nonce's HMAC (each nonce seals once), which only a
 * caller holding that nonce can open. The table alone gives no usable cookie.
 */

/** 32 bytes, the size of a nonce (randomToken). */
function pad(previous: string): Buffer {
  return createHmac('sha256', Buffer.from(previous, 'base64url')).update('skillway refresh grace').digest();
}

function xor(data: Buffer, key: Buffer): Buffer {
  return Buffer.from(data.map((byte, index) => byte ^ key[index]!));
}

export function sealNonce(current: string, previous: string): string {
  return xor(Buffer.from(current, 'base64url'), pad(previous)).toString('base64url');
}

export function unsealNonce(sealed: string, previous: string): string {
  return xor(Buffer.from(sealed, 'base64url'), pad(previous)).toString('base64url');
}
