/**
 * What the demo company's two SSO connections need to know about the local identity providers, in one place: the
 * demo seed (the "Demo OIDC" and "Demo SAML" connections), the stack tests and the README read these. The URLs carry
 * the IdPs' ports, known only once the local stack has started: the stack passes them to the handlers as the
 * environment variables named in LOCAL_IDP_ENV (local-stack.ts → local-environment.ts), and to the tests through
 * `inject('localIdps')` (test/support/local-idps.ts).
 *
 * Local only: these are demo values, never a real secret.
 */

/** The environment variables the local stack sets for the handlers (and the demo seed) with the IdPs' values. */
export const LOCAL_IDP_ENV = {
  /** `http://127.0.0.1:<port>`: the OpenID Connect issuer (discovery at `<issuer>/.well-known/openid-configuration`). */
  OIDC_ISSUER: 'LOCAL_OIDC_ISSUER',
  OIDC_CLIENT_ID: 'LOCAL_OIDC_CLIENT_ID',
  OIDC_CLIENT_SECRET: 'LOCAL_OIDC_CLIENT_SECRET',
  /** The SAML IdP's metadata XML (entity id, SSO service URL, signing certificate). */
  SAML_IDP_METADATA_URL: 'LOCAL_SAML_IDP_METADATA_URL',
  SAML_IDP_ENTITY_ID: 'LOCAL_SAML_IDP_ENTITY_ID',
  SAML_IDP_SSO_URL: 'LOCAL_SAML_IDP_SSO_URL',
} as const;

/** The OIDC provider's one static client: the demo company's connection. */
export const DEMO_OIDC_CLIENT_ID = 'skillway-demo';
export const DEMO_OIDC_CLIENT_SECRET = 'skillway-demo-local-client-secret';
/**
 * How the client authenticates at the token endpoint. oidc-provider holds a client to the one method it registered;
 * `client_secret_basic` is OAuth's default, and Entra ID, Google and Okta all accept it (openid-client:
 * `ClientSecretBasic(secret)`).
 */
export const DEMO_OIDC_TOKEN_AUTH_METHOD = 'client_secret_basic';
/** `groups` is its own scope (as at Okta): without it the ID token carries no groups. */
export const DEMO_OIDC_SCOPES = ['openid', 'email', 'profile', 'groups'] as const;

/** The product's SSO endpoints (the manifest's sso rows), relative to its public origin. */
export const PRODUCT_OIDC_CALLBACK_PATH = '/v1/sso/oidc/callback';
export const PRODUCT_SAML_ACS_PATH = '/v1/sso/saml/acs';

/**
 * The product's origin as a browser on this machine may use it: `localhost` and `127.0.0.1` on the stack's port (the
 * product answers on both, and signs its links for the host each browser used). The IdPs accept the OIDC redirect
 * and the SAML ACS on either, and on nothing else.
 */
export function productOrigins(appUrl: string): string[] {
  const origin = new URL(appUrl);
  const twin = new URL(origin.origin);
  if (origin.hostname === 'localhost') twin.hostname = '127.0.0.1';
  else if (origin.hostname === '127.0.0.1') twin.hostname = 'localhost';
  return [...new Set([origin.origin, twin.origin])];
}

/** The SAML IdP's paths on its origin. Its entity id is its metadata URL (as Okta's and Entra ID's are URLs). */
export const SAML_IDP_PATHS = {
  METADATA: '/saml/metadata',
  SSO: '/saml/sso',
  LOGIN: '/saml/login',
  LOGOUT: '/saml/logout',
} as const;

/** The values one running pair of IdPs has (local-identity-providers.ts builds them from the ports). */
export interface TLocalIdpUrls {
  oidc: {
    issuer: string;
    discoveryUrl: string;
    clientId: string;
    clientSecret: string;
    /** The redirect URI registered for the client: the product's callback. */
    redirectUri: string;
  };
  saml: {
    entityId: string;
    metadataUrl: string;
    ssoUrl: string;
    /** The signing certificate (PEM), as the metadata publishes it. */
    certificatePem: string;
  };
}

export function localIdpEnvironment(urls: TLocalIdpUrls): Record<string, string> {
  return {
    [LOCAL_IDP_ENV.OIDC_ISSUER]: urls.oidc.issuer,
    [LOCAL_IDP_ENV.OIDC_CLIENT_ID]: urls.oidc.clientId,
    [LOCAL_IDP_ENV.OIDC_CLIENT_SECRET]: urls.oidc.clientSecret,
    [LOCAL_IDP_ENV.SAML_IDP_METADATA_URL]: urls.saml.metadataUrl,
    [LOCAL_IDP_ENV.SAML_IDP_ENTITY_ID]: urls.saml.entityId,
    [LOCAL_IDP_ENV.SAML_IDP_SSO_URL]: urls.saml.ssoUrl,
  };
}
