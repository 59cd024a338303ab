import { config } from '../../platform/config';
import { sign, verifySignature } from '../../platform/crypto/signing';

/**
 * A device cookie (OWASP's answer to targeted lockout): a browser that has signed in to an account successfully gets
 * a signed, HttpOnly cookie naming that account. The account-wide failure bound (login-throttle.ts) then refuses only
 * sources without one, so an attacker spreading guesses over many addresses slows themselves, not the account's owner.
 * It is sent only to the sign-in call (its Path) and only by our own pages (SameSite=Strict).
 */
export const DEVICE_COOKIE = 'skillway_device';
const SIGN_IN_PATH = '/v1/clients/web/admin/login';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** Signed with the key of its own purpose (signing.ts): no other signed link verifies as a device cookie. */
const PURPOSE = 'device-cookie';
const parts = (account: string, issuedAt: number) => [account.toLowerCase(), String(issuedAt)];

/** The Set-Cookie value for a browser that just signed in to `email`. */
export function deviceCookie(email: string, now = new Date()): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const secure = config.isLocal ? '' : '; Secure';
  return `${DEVICE_COOKIE}=v1.${issuedAt}.${sign(PURPOSE, parts(email, issuedAt))}; Path=${SIGN_IN_PATH}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
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
    if (verifySignature(PURPOSE, parts(email, issuedAt), match[2]!)) return true;
  }
  return false;
}
