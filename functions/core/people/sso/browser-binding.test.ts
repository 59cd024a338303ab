import { afterEach, describe, expect, it } from 'vitest';
import { clearedBrowserBinding, newBrowserBinding, presentsBinding } from './browser-binding';

const RUNTIME = 'SKILLWAY_RUNTIME';
const APP_URL = 'APP_URL';
const saved = { [RUNTIME]: process.env[RUNTIME], [APP_URL]: process.env[APP_URL] };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const valueOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';'));

describe('the cookie binding a sign-in to its browser', () => {
  it('is HttpOnly on the SSO path for 10 minutes; Lax for OIDC, None and Secure for SAML on AWS', () => {
    process.env[RUNTIME] = 'aws';
    const oidc = newBrowserBinding('oidc').cookie;
    expect(oidc).toMatch(/^skillway_sso=[\w-]{43}; Path=\/v1\/sso; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/);
    expect(newBrowserBinding('saml').cookie).toMatch(/; SameSite=None; Secure$/);
  });

  it('is None and Secure for SAML on the local http://localhost origin too (a secure context for cookies)', () => {
    process.env[RUNTIME] = 'local';
    process.env[APP_URL] = 'http://localhost:3000';
    expect(newBrowserBinding('saml').cookie).toMatch(/; HttpOnly; SameSite=None; Secure$/);
    expect(newBrowserBinding('oidc').cookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('is Lax without Secure on a local http origin of another host name, where a Secure cookie would be dropped', () => {
    process.env[RUNTIME] = 'local';
    process.env[APP_URL] = 'http://192.168.1.50:3000';
    expect(newBrowserBinding('saml').cookie).toMatch(/; HttpOnly; SameSite=Lax$/);
    expect(clearedBrowserBinding()).toBe('skillway_sso=; Path=/v1/sso; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('accepts exactly the value whose hash the sign-in stored, once in the request', () => {
    const binding = newBrowserBinding('oidc');
    const cookie = `skillway_sso=${valueOf(binding.cookie)}`;
    expect(presentsBinding(['other=1', cookie], binding.hash)).toBe(true);
    expect(presentsBinding([], binding.hash)).toBe(false);
    expect(presentsBinding(undefined, binding.hash)).toBe(false);
    expect(presentsBinding([`skillway_sso=${valueOf(newBrowserBinding('oidc').cookie)}`], binding.hash)).toBe(false);
    // A second cookie of the name (tossed in for the parent domain) refuses even the right one.
    expect(presentsBinding([cookie, 'skillway_sso=attacker'], binding.hash)).toBe(false);
  });
});
