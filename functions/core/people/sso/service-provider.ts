import { config } from '../../platform/config';

/**
 * The values an administrator copies into the identity provider, and that the protocols send and check. They are
 * built from the API's configured public origin (API_URL, else APP_URL), never from the request's Host: a redirect URI
 * or an audience must be the one registered at the IdP, whichever host name the browser used (locally, sso.start
 * first moves a browser on another host name to this origin, so the sign-in's cookie and its callback share a host).
 */
export const SSO_PATHS = {
  START: '/v1/sso/start',
  OIDC_CALLBACK: '/v1/sso/oidc/callback',
  SAML_ACS: '/v1/sso/saml/acs',
  SAML_METADATA: '/v1/sso/saml/metadata',
} as const;

/** The cookie path of the browser binding: only the SSO routes receive it. */
export const SSO_COOKIE_PATH = '/v1/sso';

export interface TServiceProvider {
  redirect_url: string;
  post_logout_redirect_url: string;
  acs_url: string;
  entity_id: string;
  metadata_url: string;
}

/** The OIDC redirect URI (one for every connection: the state names the sign-in). */
export function oidcRedirectUrl(): string {
  return `${config.apiUrl}${SSO_PATHS.OIDC_CALLBACK}`;
}

/** Where an OIDC IdP's sign-out sends the person back (idp-logout.ts): the login page, registered at the IdP. */
export function postLogoutRedirectUrl(appUrl = config.appUrl): string {
  return `${appUrl}/login`;
}

/** The SAML Assertion Consumer Service URL (one for every connection: RelayState names the sign-in). */
export function samlAcsUrl(): string {
  return `${config.apiUrl}${SSO_PATHS.SAML_ACS}`;
}

/**
 * The SAML service provider's entity id of a connection: the URL of its metadata, per connection, so two
 * connections of a company (a migration) are two applications at the IdP, and an assertion for one is refused by the
 * other (audience).
 */
export function samlEntityId(connectionId: string): string {
  return `${config.apiUrl}${SSO_PATHS.SAML_METADATA}/${encodeURIComponent(connectionId)}`;
}

export function serviceProvider(connectionId: string): TServiceProvider {
  const entityId = samlEntityId(connectionId);
  return {
    redirect_url: oidcRedirectUrl(),
    post_logout_redirect_url: postLogoutRedirectUrl(),
    acs_url: samlAcsUrl(),
    entity_id: entityId,
    metadata_url: entityId,
  };
}
