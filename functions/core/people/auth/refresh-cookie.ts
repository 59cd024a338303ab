import type { TSession } from '@skillway/shared';
import { config } from '../../platform/config';
import { USER_POOL_DEFINITION } from '../../platform/definitions/user-pool';
import { withCookies, type CookieResponse } from '../../platform/http/responses';

/**
 * The refresh token lives in an HttpOnly cookie that only the refresh call receives, never in the page: no script
 * (a package's, or an injected one) can read it or carry it away, and the access token the page keeps in memory
 * lasts an hour. A reload restores the session by calling refresh, which the browser sends the cookie to.
 */
const REFRESH_COOKIE = 'skillway_refresh';
/** The spec's refresh call is `POST /v1/groups/`. */
const REFRESH_PATH = '/v1/groups';
/** Cognito's refresh token validity (auth-stack.ts): the cookie lasts as long as the token can. */
const REFRESH_MAX_AGE_SECONDS = USER_POOL_DEFINITION.refreshTokenDays * 24 * 60 * 60;

function attributes(maxAge: number): string {
  return `Path=${REFRESH_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${config.isLocal ? '' : '; Secure'}`;
}

function refreshCookie(token: string): string {
  return `${REFRESH_COOKIE}=${token}; ${attributes(REFRESH_MAX_AGE_SECONDS)}`;
}

/** Sent by logout: the browser drops the cookie (the token itself is refused from now on: endSessions). */
export function clearedRefreshCookie(): string {
  return `${REFRESH_COOKIE}=; ${attributes(0)}`;
}

/** The refresh token of a refresh call: the cookie, else (API clients outside a browser) the body's. */
export function presentedRefreshToken(cookies: readonly string[] | undefined, bodyToken: string | undefined): string | undefined {
  for (const cookie of cookies ?? []) {
    const at = cookie.indexOf('=');
    if (at > 0 && cookie.slice(0, at).trim() === REFRESH_COOKIE) {
      const value = cookie.slice(at + 1).trim();
      if (value) return value;
    }
  }
  return bodyToken || undefined;
}

/** A session answer for a browser: the refresh token moves from the body to its cookie. */
export function sessionWithRefreshCookie(session: TSession, extraCookies: readonly string[] = []): CookieResponse<TSession> {
  const cookies = session.refresh_token ? [refreshCookie(session.refresh_token), ...extraCookies] : [...extraCookies];
  return withCookies({ ...session, refresh_token: '' }, cookies);
}
