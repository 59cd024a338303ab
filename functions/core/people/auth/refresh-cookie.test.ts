import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE_NAME, SSO_SESSION_COOKIE } from '@skillway/shared';
import { randomToken, sha256Hex } from '../../platform/crypto/tokens';
import { AppError } from '../../platform/http/app-error';
import {
  clearedRefreshCookie,
  clearedSsoSessionCookie,
  presentedRefreshCredential,
  presentedSsoSession,
  refreshCookie,
  refusedRefresh,
  ssoSessionCookie,
} from './refresh-cookie';

const NOW = Date.parse('2026-12-08T10:00:00Z');
const TOKEN = 'header.payload.signature';

beforeEach(() => {
  process.env.SKILLWAY_RUNTIME = 'aws';
});
afterEach(() => {
  delete process.env.SKILLWAY_RUNTIME;
});

describe('the refresh cookie', () => {
  it('after a refresh expires with the refresh token, not a whole validity later', () => {
    const value = `${TOKEN}.${randomToken()}`;
    const expiresAt = NOW / 1000 + 3600;
    expect(refreshCookie(value, expiresAt, NOW)).toBe(
      `${REFRESH_COOKIE_NAME}=${value}; Path=/v1/groups; Max-Age=3600; HttpOnly; SameSite=Strict; Secure`,
    );
    expect(refreshCookie(value, expiresAt, NOW + 7200 * 1000)).toContain('; Max-Age=0;');
  });

  it('is read from the cookie first, else from the body, and only as a token with its nonce', () => {
    const nonce = randomToken();
    const value = `${TOKEN}.${nonce}`;
    expect(presentedRefreshCredential(['theme=dark', `${REFRESH_COOKIE_NAME}=${value}`], 'other')).toEqual({
      refreshToken: TOKEN,
      nonce,
    });
    expect(presentedRefreshCredential(undefined, value)).toEqual({ refreshToken: TOKEN, nonce });
    // A cookie from before rotation: the bare refresh token.
    expect(presentedRefreshCredential([`${REFRESH_COOKIE_NAME}=${TOKEN}`], undefined)).toBeUndefined();
    expect(presentedRefreshCredential([], '')).toBeUndefined();
  });

  it('is refused when two arrive: the second was tossed in for the parent domain by another host of the site', () => {
    const ours = `${TOKEN}.${randomToken()}`;
    const tossed = `other.token.sig.${randomToken()}`;
    expect(
      presentedRefreshCredential([`${REFRESH_COOKIE_NAME}=${tossed}`, `${REFRESH_COOKIE_NAME}=${ours}`], undefined),
    ).toBeUndefined();
    // Nor does the body's copy stand in for them.
    expect(
      presentedRefreshCredential([`${REFRESH_COOKIE_NAME}=${tossed}`, `${REFRESH_COOKIE_NAME}=${ours}`], ours),
    ).toBeUndefined();
  });

  it('is cleared with a refusal: a 401 with the error body and the cookie gone', () => {
    const { result } = refusedRefresh(new AppError('UNAUTHENTICATED'), 'req-1');
    expect(result.statusCode).toBe(401);
    expect(result.cookies).toEqual([clearedRefreshCookie()]);
    expect(clearedRefreshCookie()).toBe(
      `${REFRESH_COOKIE_NAME}=; Path=/v1/groups; Max-Age=0; HttpOnly; SameSite=Strict; Secure`,
    );
    expect(result.headers).toMatchObject({ 'www-authenticate': 'Bearer' });
    expect(JSON.parse(String(result.body))).toMatchObject({ request_id: 'req-1' });
  });
});

describe("the single sign-on session's logout marker", () => {
  it('names the refresh session by its key (no credential), for the logout call only, as long as the session lasts', () => {
    const cookie = ssoSessionCookie({ refresh_token: `${TOKEN}.${randomToken()}` });
    expect(cookie).toBe(
      `${SSO_SESSION_COOKIE}=${sha256Hex(TOKEN)}; Path=/v1/logout; Max-Age=2592000; HttpOnly; SameSite=Strict; Secure`,
    );
    expect(ssoSessionCookie({ refresh_token: '' })).toBeUndefined();
    expect(clearedSsoSessionCookie()).toBe(
      `${SSO_SESSION_COOKIE}=; Path=/v1/logout; Max-Age=0; HttpOnly; SameSite=Strict; Secure`,
    );
  });

  it('is read only as one 64-hex value', () => {
    const key = sha256Hex(TOKEN);
    expect(presentedSsoSession(['theme=dark', `${SSO_SESSION_COOKIE}=${key}`])).toBe(key);
    expect(presentedSsoSession(undefined)).toBeUndefined();
    expect(presentedSsoSession([`${SSO_SESSION_COOKIE}=not-a-key`])).toBeUndefined();
    expect(
      presentedSsoSession([`${SSO_SESSION_COOKIE}=${key}`, `${SSO_SESSION_COOKIE}=${sha256Hex('other')}`]),
    ).toBeUndefined();
  });
});
