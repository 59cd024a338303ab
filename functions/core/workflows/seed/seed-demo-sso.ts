import { SSO_DEFAULT_OIDC_MAPPING, SSO_DEFAULT_SAML_MAPPING, type TSsoConnectionBody } from '@skillway/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { listConnections, putNewConnection, replaceConnection } from '../../people/sso/connection-repository';
import { connectionValues, idpSettingsChanged } from '../../people/sso/connection-settings';
import { findDomain, markDomainVerified, putPendingDomain } from '../../people/sso/domain-repository';
import { newScopedId } from '../../people/sso/scoped-id';
import { randomToken } from '../../platform/crypto/tokens';
import { companyEntity } from '../../platform/db/entities/company';
import { baseLogger } from '../../platform/http/logger';

/**
 * The demo company's single sign-on against the local identity providers `npm start` runs (infra/local/
 * identity-providers): its domain verified, "Demo OIDC" (the connection the login page routes demo-ltd.test to) and
 * "Demo SAML", both with just-in-time provisioning, enforcement off. The IdPs' URLs carry ports known only once the
 * stack has started, passed in these environment variables (LOCAL_IDP_ENV in infra/local/identity-providers/
 * demo-idp-settings.ts sets them; functions never import infra). Run on every start, not once: a connection whose
 * IdP moved (another port, a new signing key) is brought up to date, keeping its id and its users' links. Without
 * the variables (a seed outside the local stack) it does nothing.
 */
const LOCAL_IDP_ENV = {
  OIDC_ISSUER: 'LOCAL_OIDC_ISSUER',
  OIDC_CLIENT_ID: 'LOCAL_OIDC_CLIENT_ID',
  OIDC_CLIENT_SECRET: 'LOCAL_OIDC_CLIENT_SECRET',
  SAML_IDP_METADATA_URL: 'LOCAL_SAML_IDP_METADATA_URL',
} as const;

const DEMO_SSO_DOMAIN = 'demo-ltd.test';
const DEMO_OIDC_CONNECTION_NAME = 'Demo OIDC';
const DEMO_SAML_CONNECTION_NAME = 'Demo SAML';
/** The local OpenID provider puts groups in the ID token only for this scope (as Okta does). */
const DEMO_OIDC_SCOPES = ['openid', 'email', 'profile', 'groups'];

function env(name: string): string | undefined {
  const value = process.env[name];
  return value ? value : undefined;
}

function demoBodies(): TSsoConnectionBody[] | undefined {
  const issuer = env(LOCAL_IDP_ENV.OIDC_ISSUER);
  const clientId = env(LOCAL_IDP_ENV.OIDC_CLIENT_ID);
  const clientSecret = env(LOCAL_IDP_ENV.OIDC_CLIENT_SECRET);
  const metadataUrl = env(LOCAL_IDP_ENV.SAML_IDP_METADATA_URL);
  if (!issuer || !clientId || !clientSecret || !metadataUrl) return undefined;
  return [
    {
      name: DEMO_OIDC_CONNECTION_NAME,
      protocol: 'oidc',
      enabled: true,
      jit: true,
      mapping: { ...SSO_DEFAULT_OIDC_MAPPING },
      group_map: [],
      oidc: { issuer, client_id: clientId, client_secret: clientSecret, scopes: DEMO_OIDC_SCOPES },
    },
    {
      name: DEMO_SAML_CONNECTION_NAME,
      protocol: 'saml',
      enabled: true,
      jit: true,
      mapping: { ...SSO_DEFAULT_SAML_MAPPING },
      group_map: [],
      saml: { metadata_url: metadataUrl },
    },
  ];
}

/** The demo domain, verified (the platform lookup written as a verification writes it). */
async function verifyDemoDomain(companyId: string): Promise<void> {
  const domain = await findDomain(companyId, DEMO_SSO_DOMAIN);
  if (domain?.verified_at) return;
  if (!domain) await putPendingDomain(companyId, DEMO_SSO_DOMAIN, randomToken(), new Date().toISOString());
  await markDomainVerified(companyId, DEMO_SSO_DOMAIN, new Date().toISOString());
}

/** One demo connection by name: created, or its IdP settings brought up to date (a new test is then due). */
async function ensureConnection(companyId: string, body: TSsoConnectionBody): Promise<string> {
  const existing = (await listConnections(companyId, true)).find((item) => item.name === body.name);
  const connectionId = existing?.connection_id ?? newScopedId(companyId);
  const { values } = await connectionValues(companyId, connectionId, body, existing);
  if (!existing) {
    await putNewConnection(values);
  } else if (idpSettingsChanged(existing, values, false)) {
    // The demo client secret never changes; the issuer's port or the SAML IdP's key may.
    const { tested_ok_at: _unproven, ...untested } = values;
    await replaceConnection(untested, existing);
  }
  return connectionId;
}

export async function seedDemoSso(companyId: string): Promise<void> {
  const bodies = demoBodies();
  if (!bodies) return;
  try {
    await verifyDemoDomain(companyId);
    const oidcId = await ensureConnection(companyId, bodies[0]!);
    await ensureConnection(companyId, bodies[1]!);
    // The login page sends demo-ltd.test to the OIDC connection; enforcement stays off (passwords keep working).
    await companyEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, sso_connection_id: oidcId })
      .options({ condition: { attr: 'sso_connection_id', exists: false } })
      .send()
      .catch((error: unknown) => {
        // Already set (an administrator may have chosen the SAML connection): theirs stands.
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      });
  } catch (error) {
    // The product starts without SSO rather than not at all when a local IdP does not answer.
    baseLogger().error('the demo single sign-on connections could not be seeded', { error: error as Error });
  }
}
