import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits, URL-safe: password reset tokens and the like. Only their hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time comparison of two strings (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID: 26 characters that sort by creation time (ms), then randomly; used where newest-first order matters. */
export function sortableId(now = Date.now()): string {
  let random = '';
  for (let i = 0; i < 16; i++) random += CROCKFORD[randomInt(32)];
  return ulidTime(now) + random;
}

/** The 10-character time part of a ULID (milliseconds since the epoch, Crockford base32). */
export function ulidTime(ms: number): string {
  let time = '';
  let t = Math.max(0, Math.floor(ms));
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  return time;
}

/** The milliseconds a ULID's time part holds (the inverse of ulidTime). */
export function ulidMs(id: string): number {
  let ms = 0;
  for (const char of id.slice(0, 10)) {
    const digit = CROCKFORD.indexOf(char.toUpperCase());
    if (digit < 0) throw new Error(`not a ULID: ${id}`);
    ms = ms * 32 + digit;
  }
  return ms;
}
