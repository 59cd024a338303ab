import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { config } from '../../platform/config';

/**
 * A device cookie (OWASP's answer to targeted lockout): a browser that has signed in to an account successfully gets
 * a signed, HttpOnly cookie naming that account. The account-wide failure bound (login-throttle.ts) then refuses only
 * sources without one, so an attacker spreading guesses over many addresses slows themselves, not the account's owner.
 * It is sent only to the sign-in call (its Path) and only by our own pages (SameSite=Strict).
 */
export const DEVICE_COOKIE = 'skillway_device';
const SIGN_IN_PATH = '/v1/clients/web/admin/login';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The cookie's own key, derived from the app's signing secret (never used as it is for anything else). */
function deviceKey(): Buffer {
  return Buffer.from(hkdfSync('sha256', config.imageSigningSecret, 'skillway', 'device cookie v1', 32));
}

function mac(account: string, issuedAt: number): string {
  return createHmac('sha256', deviceKey()).update(`${account.toLowerCase()}\n${issuedAt}`).digest('base64url');
}

/** The Set-Cookie value for a browser that just signed in to `email`. */
export function deviceCookie(email: string, now = new Date()): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const secure = config.isLocal ? '' : '; Secure';
  return `${DEVICE_COOKIE}=v1.${issuedAt}.${mac(email, issuedAt)}; Path=${SIGN_IN_PATH}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
}

/** Whether the request's cookies hold a device cookie of `email` that is genuine and not older than its lifetime. */
export function isKnownDevice(cookies: readonly string[] | undefined, email: string, now = new Date()): boolean {
  for (const cookie of cookies ?? []) {
    const [name, value = ''] = cookie.split(/=(.*)/s);
    if (name?.trim() !== DEVICE_COOKIE) continue;
    const match = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value.trim());
    if (!match) continue;
    const issuedAt = Number(match[1]);
    const age = now.getTime() / 1000 - issuedAt;
    if (age < -300 || age > DEVICE_COOKIE_MAX_AGE_SECONDS) continue;
    const expected = Buffer.from(mac(email, issuedAt));
    const given = Buffer.from(match[2]!);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return false;
}
