import type { TLogoutResponse } from '@skillway/shared';

/**
 * The IdP's own logout on offer after a sign-out (issue 30): logout's answer names it when the session came through an
 * OpenID Connect connection whose IdP supports RP-Initiated Logout, and the login page the user lands on offers it.
 * It travels from the logout to that page in sessionStorage (this tab only), never in the URL, and is read once.
 */
export interface TIdpLogoutOffer {
  url: string;
  /** The connection's name ("Sign out of <name> too"); the page says "your organisation" without it. */
  name: string | undefined;
}

const KEY = 'skillway.idpLogoutOffer';

/** Only an http(s) URL is ever put in a link (the value came from our API, but a link is no place for `javascript:`). */
function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** After logout: keeps the answer's offer for the login page, or forgets an older one. Storage may be unavailable. */
export function keepIdpLogoutOffer(answer: Partial<TLogoutResponse> | undefined): void {
  try {
    if (answer && isWebUrl(answer.idp_logout_url)) {
      sessionStorage.setItem(KEY, JSON.stringify({ url: answer.idp_logout_url, name: answer.idp_name }));
    } else {
      sessionStorage.removeItem(KEY);
    }
  } catch {
    // No storage (a private window's quota, a policy): the sign-out itself is done; there is just no offer.
  }
}

/** The kept offer, if any (reading does not remove it: clearIdpLogoutOffer does, once the page has it). */
export function readIdpLogoutOffer(): TIdpLogoutOffer | undefined {
  try {
    const stored = sessionStorage.getItem(KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : undefined;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { url, name } = parsed as { url?: unknown; name?: unknown };
    return isWebUrl(url) ? { url, name: typeof name === 'string' && name.trim() !== '' ? name : undefined } : undefined;
  } catch {
    return undefined;
  }
}

export function clearIdpLogoutOffer(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
