import { REFRESH_COOKIE_NAME, SSO_SESSION_COOKIE, type TSession } from '@skillway/shared';
import { nowSeconds } from '../../platform/auth/token-cutoff';
import { config } from '../../platform/config';
import { sha256Hex } from '../../platform/crypto/tokens';
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
/** The logout call (`DELETE /v1/logout`): the single sign-on session's marker goes there only. */
const LOGOUT_PATH = '/v1/logout';
/** Cognito's refresh token validity (auth-stack.ts): the cookie lasts as long as the token can. */
const REFRESH_MAX_AGE_SECONDS = USER_POOL_DEFINITION.refreshTokenDays * 24 * 60 * 60;

function attributes(maxAge: number, path = REFRESH_PATH): string {
  return `Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${config.isLocal ? '' : '; Secure'}`;
}

/** A refresh's new cookie: it expires with the refresh token, not a full validity after this refresh. */
export function refreshCookie(value: string, expiresAt: number, now = Date.now()): string {
  return `${REFRESH_COOKIE_NAME}=${value}; ${attributes(Math.max(0, expiresAt - nowSeconds(now)))}`;
}

/** Sent by logout and with a refused refresh: the browser drops a cookie that can no longer refresh anything. */
export function clearedRefreshCookie(): string {
  return `${REFRESH_COOKIE_NAME}=; ${attributes(0)}`;
}

/** Every value the request's cookies give `name`. */
function cookieValues(cookies: readonly string[] | undefined, name: string): string[] {
  return (cookies ?? []).flatMap((cookie) => {
    const at = cookie.indexOf('=');
    return at > 0 && cookie.slice(0, at).trim() === name ? [cookie.slice(at + 1).trim()] : [];
  });
}

/**
 * Set with a single sign-on's refresh cookie: the refresh session's key (the sha256 of the refresh token, which the
 * RefreshSession item is named by; it cannot refresh anything) for the logout call only, so logout knows which session
 * of the user this browser holds, and whether a connection opened it (the refresh cookie never reaches logout: its
 * path is the refresh call's). Undefined for a session answer without a refresh cookie value.
 */
export function ssoSessionCookie(session: Pick<TSession, 'refresh_token'>): string | undefined {
  const credential = session.refresh_token ? parseRefreshCredential(session.refresh_token) : undefined;
  if (!credential) return undefined;
  return `${SSO_SESSION_COOKIE}=${sha256Hex(credential.refreshToken)}; ${attributes(REFRESH_MAX_AGE_SECONDS, LOGOUT_PATH)}`;
}

/** Sent by logout: the marker goes with the session it named. */
export function clearedSsoSessionCookie(): string {
  return `${SSO_SESSION_COOKIE}=; ${attributes(0, LOGOUT_PATH)}`;
}

/**
 * The session key a logout call's marker cookie names (64 hex characters), else undefined. Two cookies of that name
 * are refused, as for the refresh cookie. A planted value can name only a session of the caller's own (logout looks
 * it up under the signed-in user), so at worst it offers that user their own IdP's logout.
 */
export function presentedSsoSession(cookies: readonly string[] | undefined): string | undefined {
  const values = cookieValues(cookies, SSO_SESSION_COOKIE);
  return values.length === 1 && /^[0-9a-f]{64}$/.test(values[0] ?? '') ? values[0] : undefined;
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
  const values = cookieValues(cookies, REFRESH_COOKIE_NAME);
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
