import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, deviceCookie, isKnownDevice } from './device-cookie';

const NOW = new Date('2026-12-05T10:00:00Z');
const value = (setCookie: string) => setCookie.split(';')[0]!;

beforeEach(() => {
  process.env.IMAGE_SIGNING_SECRET = 'a'.repeat(40);
  process.env.SKILLWAY_RUNTIME = 'aws';
});
afterEach(() => {
  delete process.env.IMAGE_SIGNING_SECRET;
  delete process.env.SKILLWAY_RUNTIME;
});

describe('the device cookie', () => {
  it('is HttpOnly, Strict, Secure, sent to the sign-in call only, and names the account', () => {
    const cookie = deviceCookie('Ada@Example.com', NOW);
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=v1\\.\\d+\\.[A-Za-z0-9_-]{43}; `));
    expect(cookie.split('; ').slice(1)).toEqual([
      'Path=/v1/clients/web/admin/login',
      `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
      'HttpOnly',
      'SameSite=Strict',
      'Secure',
    ]);
    expect(isKnownDevice(['theme=dark', value(cookie)], 'ada@example.com', NOW)).toBe(true);
  });

  it('is not known for another account, when altered, forged under another secret, or past its lifetime', () => {
    const cookie = value(deviceCookie('ada@example.com', NOW));
    expect(isKnownDevice([cookie], 'bob@example.com', NOW)).toBe(false);
    expect(isKnownDevice([cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))], 'ada@example.com', NOW)).toBe(false);
    const issued = Number(cookie.split('.')[1]);
    expect(isKnownDevice([cookie.replace(`.${issued}.`, `.${issued + 1}.`)], 'ada@example.com', NOW)).toBe(false);
    const later = new Date(NOW.getTime() + (DEVICE_COOKIE_MAX_AGE_SECONDS + 1) * 1000);
    expect(isKnownDevice([cookie], 'ada@example.com', later)).toBe(false);
    process.env.IMAGE_SIGNING_SECRET = 'b'.repeat(40);
    expect(isKnownDevice([cookie], 'ada@example.com', NOW)).toBe(false);
    expect(isKnownDevice(undefined, 'ada@example.com', NOW)).toBe(false);
  });
});
