import { config } from '../../platform/config';
import type { TLog } from '../../platform/http/logger';
import { findConnection } from './connection-repository';
import { postLogoutRedirectUrl } from './service-provider';
import { discoverOidc } from './protocols/oidc-relying-party';

/**
 * After a sign-out, the IdP's own logout on offer (issue 30: "Sign-out ends the product session and, where the IdP
 * supports it, offers the IdP's logout"). Only an OpenID Connect connection whose discovery document names an
 * `end_session_endpoint` has one: OpenID Connect RP-Initiated Logout 1.0 with `client_id` (which names the product at
 * the IdP) and `post_logout_redirect_uri` (the login page, which the administrator registers at the IdP as a sign-out
 * redirect URI). No `id_token_hint`: the product does not keep the IdP's ID token after the sign-in (it opens a Cognito
 * session and keeps nothing of the IdP's tokens), so the IdP may ask the person to confirm, and one that insists on the
 * hint shows its own page instead of returning. SAML single logout is not offered (docs/architecture.md).
 */
export interface TIdpLogoutOffer {
  idp_logout_url: string;
  /** The connection's name, as the login page's "Sign out of <name> too" says it. */
  idp_name: string;
}

/** Logout waits this long at most for the IdP's discovery document: the product's own sign-out never waits on it. */
const DISCOVERY_WAIT_MS = 3000;
/** How long a warm Lambda keeps an issuer's end_session_endpoint (as the relying party keeps its discovery). */
const CACHE_TTL_MS = 10 * 60 * 1000;
const CACHE_MAX = 100;

const endpoints = new Map<string, { endpoint: string | undefined; expiresAt: number }>();

function withinWait<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no discovery answer in ${DISCOVERY_WAIT_MS} ms`)), DISCOVERY_WAIT_MS);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function endSessionEndpoint(issuer: string): Promise<string | undefined> {
  const cached = endpoints.get(issuer);
  if (cached && cached.expiresAt > Date.now()) return cached.endpoint;
  const { endSessionEndpoint: endpoint } = await withinWait(discoverOidc(issuer));
  if (endpoints.size >= CACHE_MAX) endpoints.delete(endpoints.keys().next().value as string);
  endpoints.set(issuer, { endpoint, expiresAt: Date.now() + CACHE_TTL_MS });
  return endpoint;
}

/** `<end_session_endpoint>?client_id=…&post_logout_redirect_uri=<origin>/login` (the endpoint's own query kept). */
export function rpInitiatedLogoutUrl(endpoint: string, clientId: string, appUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUrl(appUrl));
  return url.href;
}

/**
 * The offer for the session a connection opened, or undefined: the connection is gone or SAML, its IdP names no
 * end_session_endpoint, or its discovery failed or was slow (logged; the sign-out itself is already done).
 */
export async function idpLogoutOffer(
  companyId: string,
  connectionId: string,
  log: TLog,
): Promise<TIdpLogoutOffer | undefined> {
  const connection = await findConnection(companyId, connectionId);
  if (!connection || connection.protocol !== 'oidc' || !connection.oidc) return undefined;
  let endpoint: string | undefined;
  try {
    endpoint = await endSessionEndpoint(connection.oidc.issuer);
  } catch (error) {
    log.warn('idp logout not offered: the issuer discovery failed', {
      connection_id: connectionId,
      reason: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
  const url = endpoint ? rpInitiatedLogoutUrl(endpoint, connection.oidc.client_id, config.appUrl) : undefined;
  return url ? { idp_logout_url: url, idp_name: connection.name } : undefined;
}
