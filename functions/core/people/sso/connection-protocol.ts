import type { TSsoConnectionItem } from './connection-repository';
import { openClientSecret } from './client-secret';
import type { TOidcConnection } from './protocols/oidc-relying-party';
import type { TSamlConnection, TSamlServiceProvider } from './protocols/saml-service-provider';
import { samlAcsUrl, samlEntityId } from './service-provider';

/** A stored OIDC connection as the relying party takes it, its client secret unsealed for this call only. */
export function oidcConnectionOf(item: TSsoConnectionItem): TOidcConnection {
  if (!item.oidc) throw new Error(`connection ${item.connection_id} has no OIDC settings`);
  return {
    issuer: item.oidc.issuer,
    clientId: item.oidc.client_id,
    clientSecret: openClientSecret(item.company_id, item.connection_id, item.oidc.client_secret_sealed),
    scopes: item.oidc.scopes,
  };
}

export function samlConnectionOf(item: TSsoConnectionItem): TSamlConnection {
  if (!item.saml) throw new Error(`connection ${item.connection_id} has no SAML settings`);
  return {
    idpEntityId: item.saml.idp_entity_id,
    idpSsoUrl: item.saml.idp_sso_url,
    idpCertificates: item.saml.certificates.map((certificate) => certificate.pem),
  };
}

export function samlServiceProviderOf(connectionId: string): TSamlServiceProvider {
  return { entityId: samlEntityId(connectionId), acsUrl: samlAcsUrl() };
}
