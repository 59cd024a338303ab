import { REFRESH_COOKIE_NAME, type TSession } from '@skillway/shared';
import { nowSeconds } from '../../platform/auth/token-cutoff';
import { config } from '../../platform/config';
import { USER_POOL_DEFINITION } from '../../platform/definitions/user-pool';
import type { AppError } from '../../platform/http/app-error';
import {
  errorResponse,
  rawResponse,
  withCookies,
  type CookieResponse,
  type RawResponse,
} from '../../platform/http/responses';
import { parseRefreshCredential, type TRefreshCredential } from './refresh-credential';

/**
 * The refresh token lives in an HttpOnly cookie that only the refresh call receives, never in the page: no script
 * (a package's, or an injected one) can read it or carry it away, and the access token the page keeps in memory
 * lasts an hour. A reload restores the session by calling refresh, which the browser sends the cookie to. Its value
 * also carries the session's one-time nonce, new after each refresh (refresh-rotation.ts).
 */
/** The spec's refresh call is `POST /v1/groups/`. */
const REFRESH_PATH = '/v1/groups';
/** Cognito's refresh token validity (auth-stack.ts): the cookie lasts as long as the token can. */
const REFRESH_MAX_AGE_SECONDS = USER_POOL_DEFINITION.refreshTokenDays * 24 * 60 * 60;

function attributes(maxAge: number): string {
  return `Path=${REFRESH_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${config.isLocal ? '' : '; Secure'}`;
}

/** A refresh's new cookie: it expires with the refresh token, not a full validity after this refresh. */
export function refreshCookie(value: string, expiresAt: number, now = Date.now()): string {
  return `${REFRESH_COOKIE_NAME}=${value}; ${attributes(Math.max(0, expiresAt - nowSeconds(now)))}`;
}

/** Sent by logout and with a refused refresh: the browser drops a cookie that can no longer refresh anything. */
export function clearedRefreshCookie(): string {
  return `${REFRESH_COOKIE_NAME}=; ${attributes(0)}`;
}

/**
 * The refresh cookie's value of a refresh call: the cookie, else (API clients outside a browser) the body's copy.
 * Two cookies of that name are refused: ours is host-only, so a second one was set for the parent domain by another
 * host of the site (a package's script on `content.<domain>` tossing its own session in, to sign the user into the
 * attacker's account).
 */
export function presentedRefreshCredential(
  cookies: readonly string[] | undefined,
  bodyValue: string | undefined,
): TRefreshCredential | undefined {
  const values = (cookies ?? []).flatMap((cookie) => {
    const at = cookie.indexOf('=');
    return at > 0 && cookie.slice(0, at).trim() === REFRESH_COOKIE_NAME ? [cookie.slice(at + 1).trim()] : [];
  });
  if (values.length > 1) return undefined;
  if (values[0]) return parseRefreshCredential(values[0]);
  return bodyValue ? parseRefreshCredential(bodyValue) : undefined;
}

/** A session answer for a browser: the refresh cookie's value moves from the body to its cookie. */
export function sessionWithRefreshCookie<T extends TSession>(
  session: T,
  extraCookies: readonly string[] = [],
): CookieResponse<T> {
  const cookies = session.refresh_token
    ? [`${REFRESH_COOKIE_NAME}=${session.refresh_token}; ${attributes(REFRESH_MAX_AGE_SECONDS)}`, ...extraCookies]
    : [...extraCookies];
  return withCookies({ ...session, refresh_token: '' }, cookies);
}

/** A refused refresh (401) that also clears the cookie, so the browser stops sending one that cannot work. */
export function refusedRefresh(error: AppError, requestId: string): RawResponse {
  return rawResponse({ ...errorResponse(error, requestId), cookies: [clearedRefreshCookie()] });
}
