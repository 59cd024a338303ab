import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import { callbackFailure, discoveryFailure } from './oidc-failure';
import { plainAttributes, SsoProtocolError, type TSsoClaims } from './sso-claims';

/**
 * The product as an OpenID Connect relying party (authorization code flow with PKCE, state and nonce). Every check
 * of the IdP's answer is openid-client's: the authorization response's state and issuer, the token endpoint's
 * answer, and the ID token's signature (against the issuer's JWKS), issuer, audience, expiry and nonce.
 */

/** One company's OIDC connection, its client secret already unsealed. */
export interface TOidcConnection {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
}

/** Seconds an IdP has to answer each request (discovery, JWKS, token, userinfo): a Lambda must not hang on it. */
const REQUEST_TIMEOUT_SECONDS = 10;
/** How long a warm Lambda reuses an issuer's discovery document (and the JWKS openid-client caches with it). */
const CONFIGURATION_TTL_MS = 10 * 60 * 1000;
const CONFIGURATIONS_MAX = 100;

/** ID token claims that are protocol plumbing, not facts about the person: never offered to the attribute mapping. */
const PROTOCOL_CLAIMS = new Set([
  'iss',
  'sub',
  'aud',
  'exp',
  'iat',
  'nbf',
  'jti',
  'nonce',
  'at_hash',
  'c_hash',
  's_hash',
  'auth_time',
  'azp',
]);

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function issuerUrl(issuer: string): URL {
  try {
    return new URL(issuer);
  } catch {
    throw new SsoProtocolError('discovery', `The issuer "${issuer.slice(0, 200)}" is not a URL.`);
  }
}

/**
 * Plain http:// is allowed only for an issuer on this machine: the local product's OpenID provider (`npm start`) and
 * the tests' fake issuer listen on 127.0.0.1 without TLS. Everywhere else openid-client's HTTPS-only rule stands,
 * since TLS is what proves the discovery document, the JWKS and the token endpoint's answer come from the issuer.
 */
function isLocalPlainHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

/**
 * Client authentication as the issuer advertises it: `client_secret_basic` (OIDC's default, and the one Okta
 * registers by default) unless the issuer lists only `client_secret_post`.
 */
function clientSecretAuth(secret: string): client.ClientAuth {
  const basic = client.ClientSecretBasic(secret);
  const post = client.ClientSecretPost(secret);
  return (as, metadata, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const usePost =
      Array.isArray(methods) && !methods.includes('client_secret_basic') && methods.includes('client_secret_post');
    (usePost ? post : basic)(as, metadata, body, headers);
  };
}

const configurations = new Map<string, { config: client.Configuration; expiresAt: number }>();

/** The connection's openid-client Configuration from the issuer's discovery document (cached for a while). */
async function configurationOf(conn: TOidcConnection): Promise<client.Configuration> {
  const secretHash = createHash('sha256').update(conn.clientSecret).digest('base64url');
  const key = `${conn.issuer}\n${conn.clientId}\n${secretHash}`;
  const cached = configurations.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.config;
  const url = issuerUrl(conn.issuer);
  let config: client.Configuration;
  try {
    config = await client.discovery(url, conn.clientId, undefined, clientSecretAuth(conn.clientSecret), {
      timeout: REQUEST_TIMEOUT_SECONDS,
      execute: [
        // Token endpoint answers come over TLS, so openid-client skips the ID token's signature by default (OIDC
        // Core 3.1.3.7); the issue asks for it checked, so the signature is verified against the issuer's JWKS.
        client.enableNonRepudiationChecks,
        ...(isLocalPlainHttp(url) ? [client.allowInsecureRequests] : []),
      ],
    });
  } catch (error) {
    throw discoveryFailure(error, conn.issuer);
  }
  assertUsable(config.serverMetadata(), conn.issuer);
  if (configurations.size >= CONFIGURATIONS_MAX) configurations.delete(configurations.keys().next().value as string);
  configurations.set(key, { config, expiresAt: Date.now() + CONFIGURATION_TTL_MS });
  return config;
}

/** A discovery document this relying party can sign in with. */
function assertUsable(metadata: client.ServerMetadata, issuer: string): void {
  const missing = (['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const).filter(
    (name) => typeof metadata[name] !== 'string',
  );
  if (missing.length > 0) {
    throw new SsoProtocolError('discovery', `The discovery document of ${issuer} has no ${missing.join(', ')}.`);
  }
  // Entra ID's multi-tenant endpoints (`common`, `organizations`) accept every tenant's users: a company connects
  // its own tenant.
  if (metadata.issuer.includes('{tenantid}')) {
    throw new SsoProtocolError(
      'discovery',
      `${issuer} is Microsoft's multi-tenant endpoint. Use your tenant's issuer: https://login.microsoftonline.com/<tenant id>/v2.0.`,
    );
  }
}

/** The issuer's endpoints, read from its discovery document (checks the issuer when a connection is saved). */
export async function discoverOidc(
  issuer: string,
): Promise<{ issuer: string; authorizationEndpoint: string; endSessionEndpoint?: string }> {
  const url = issuerUrl(issuer);
  let metadata: client.ServerMetadata;
  try {
    const config = await client.discovery(url, 'discovery', undefined, client.None(), {
      timeout: REQUEST_TIMEOUT_SECONDS,
      execute: isLocalPlainHttp(url) ? [client.allowInsecureRequests] : [],
    });
    metadata = config.serverMetadata();
  } catch (error) {
    throw discoveryFailure(error, issuer);
  }
  assertUsable(metadata, issuer);
  return {
    issuer: metadata.issuer,
    authorizationEndpoint: metadata.authorization_endpoint as string,
    ...(metadata.end_session_endpoint ? { endSessionEndpoint: metadata.end_session_endpoint } : {}),
  };
}

/**
 * The IdP's authorization URL for a new sign-in, and the values to keep server-side until its callback: the state
 * (CSRF), the nonce (binds the ID token to this sign-in) and the PKCE verifier (binds the code to this client).
 */
export async function beginOidc(
  conn: TOidcConnection,
  redirectUri: string,
  loginHint?: string,
): Promise<{ url: string; state: string; nonce: string; codeVerifier: string }> {
  const config = await configurationOf(conn);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const scopes = conn.scopes.includes('openid') ? conn.scopes : ['openid', ...conn.scopes];
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: scopes.join(' '),
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  };
  if (loginHint) parameters.login_hint = loginHint;
  return { url: client.buildAuthorizationUrl(config, parameters).href, state, nonce, codeVerifier };
}

/**
 * Completes a sign-in from the IdP's redirect to `redirectUri` (`callbackUrl` carries its query: code, state, iss or
 * error). openid-client checks the state, redeems the code with the PKCE verifier, and checks the ID token's
 * signature, issuer, audience, expiry and nonce. When the ID token carries no email (Okta and Entra ID may leave it
 * to userinfo), the userinfo endpoint's claims fill in what the ID token lacks; the ID token's claims win.
 */
export async function finishOidc(
  conn: TOidcConnection,
  redirectUri: string,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<TSsoClaims> {
  const config = await configurationOf(conn);
  // The redirect_uri sent with the code must be the one sent to the authorization endpoint; openid-client takes it
  // from the URL without its query, so the callback's query is put on the configured URI, not on whatever host the
  // request arrived through.
  const current = new URL(redirectUri);
  current.search = callbackUrl.search;
  try {
    const tokens = await client.authorizationCodeGrant(config, current, {
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      pkceCodeVerifier: expected.codeVerifier,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new SsoProtocolError('malformed', 'The identity provider returned no ID token.');
    let attributes = plainAttributes(idToken, PROTOCOL_CLAIMS);
    if (attributes.email === undefined && tokens.access_token && config.serverMetadata().userinfo_endpoint) {
      const userinfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
      attributes = { ...plainAttributes(userinfo, PROTOCOL_CLAIMS), ...attributes };
    }
    return { issuer: idToken.iss, subject: idToken.sub, attributes };
  } catch (error) {
    throw callbackFailure(error);
  }
}
