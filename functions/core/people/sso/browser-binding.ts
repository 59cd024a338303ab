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
 * form POST from the IdP, which never carries a Lax cookie; so for a SAML sign-in on AWS the cookie is
 * `SameSite=None; Secure` (it is a random binding value, not a credential: sending it cross-site gives an attacker
 * nothing, as they can neither read it nor make the matching request item). Locally the stack is plain http, where
 * browsers drop `SameSite=None` cookies (they need Secure): there it stays Lax, and the local SAML IdP posts from the
 * same site as the product (the same host name on another port: cookies' sites ignore ports), so Lax is sent.
 */
export interface TBrowserBinding {
  /** The Set-Cookie header value. */
  cookie: string;
  /** What the request item stores. */
  hash: string;
}

function attributes(protocol: TSsoProtocol, maxAge: number): string {
  const sameSite = protocol === 'saml' && !config.isLocal ? 'None' : 'Lax';
  return `Path=${SSO_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=${sameSite}${config.isLocal ? '' : '; Secure'}`;
}

export function newBrowserBinding(protocol: TSsoProtocol): TBrowserBinding {
  const value = randomToken();
  return { cookie: `${SSO_BROWSER_COOKIE}=${value}; ${attributes(protocol, SSO_LIMITS.REQUEST_SECONDS)}`, hash: sha256Hex(value) };
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
