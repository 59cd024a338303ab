import { SSO_BROWSER_COOKIE, SSO_LIMITS, type TSsoProtocol } from '@skillway/shared';
import { config } from '../../platform/config';
import { randomToken, safeEqual, sha256Hex } from '../../platform/crypto/tokens';
import { SSO_COOKIE_PATH } from './service-provider';

/**
 * The cookie that binds a sign-in to the browser that began it: the start sets a random value, the SsoRequest keeps
 * only its sha256, and the callback accepts the IdP's answer only from a browser presenting the value. Without it,
 * anyone could start a sign-in as themselves and have a victim's browser finish it (login CSRF: the victim signed
 * into the attacker's account), or hand a victim a callback URL.
 *
 * SameSite: the OIDC callback is a top-level GET navigation, which carries a Lax cookie. The SAML ACS is a cross-site
 * form POST from the IdP, which never carries a Lax cookie; so for a SAML sign-in the cookie is `SameSite=None; Secure`
 * (it is a random binding value, not a credential: sent cross-site it gives an attacker nothing, as they can neither
 * read it nor make the matching request item). Locally the stack is plain http, where browsers drop a Secure cookie,
 * except on `localhost`, which Chromium and Firefox treat as a secure context for cookies (they set and send Secure
 * cookies over http://localhost); sso.start always moves the browser to the configured origin, `http://localhost:<port>`
 * by default, so the local SAML IdP (on 127.0.0.1, another site) posts back with the cookie as on AWS. A local origin
 * on another host name gets Lax without Secure, and works with an IdP on the same site (same host name, any port).
 */
export interface TBrowserBinding {
  /** The Set-Cookie header value. */
  cookie: string;
  /** What the request item stores. */
  hash: string;
}

/** Whether browsers keep a Secure cookie from the API's origin: https, or http on `localhost` (a secure context). */
function secureOrigin(): boolean {
  if (!config.isLocal) return true;
  const url = new URL(config.apiUrl);
  return url.protocol === 'https:' || url.hostname === 'localhost';
}

function attributes(protocol: TSsoProtocol, maxAge: number): string {
  const secure = secureOrigin();
  const sameSite = protocol === 'saml' && secure ? 'None' : 'Lax';
  return `Path=${SSO_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=${sameSite}${secure ? '; Secure' : ''}`;
}

export function newBrowserBinding(protocol: TSsoProtocol): TBrowserBinding {
  const value = randomToken();
  return {
    cookie: `${SSO_BROWSER_COOKIE}=${value}; ${attributes(protocol, SSO_LIMITS.REQUEST_SECONDS)}`,
    hash: sha256Hex(value),
  };
}

/** Sent with every callback answer: the binding is used up. */
export function clearedBrowserBinding(): string {
  return `${SSO_BROWSER_COOKIE}=; ${attributes('oidc', 0)}`;
}

/**
 * Whether the request's cookies carry the binding whose hash the sign-in stored. Two cookies of that name are
 * refused (ours is host-only: a second one was set for the parent domain by another host of the site, to bind a
 * victim's browser to the attacker's sign-in).
 */
export function presentsBinding(cookies: readonly string[] | undefined, hash: string): boolean {
  const values = (cookies ?? []).flatMap((cookie) => {
    const at = cookie.indexOf('=');
    return at > 0 && cookie.slice(0, at).trim() === SSO_BROWSER_COOKIE ? [cookie.slice(at + 1).trim()] : [];
  });
  return values.length === 1 && !!values[0] && safeEqual(sha256Hex(values[0]), hash);
}
