/**
 * Single sign-on fixtures for the stack tests: a company with its own verified email domain (published on the local
 * tools' DNS page, as an administrator would publish the TXT record), connection bodies, IdP metadata, and a whole
 * OIDC sign-in against D1's in-process test issuer driven without a browser (start → the IdP's code → callback), then
 * the refresh call a browser's /sso/complete page makes.
 */
import { randomUUID } from 'node:crypto';
import {
  REFRESH_COOKIE_NAME,
  SSO_BROWSER_COOKIE,
  SSO_DEFAULT_OIDC_MAPPING,
  SSO_DEFAULT_SAML_MAPPING,
} from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { call, setCookieValue } from '../../../test/factories/http';
import { localToolsHeaders, stackUrl } from '../../../test/factories/stack-context';
import type { TTestIssuer } from '../../core/people/sso/protocols/oidc-test-issuer.test-helper';

export interface TSsoCompany extends TRegistered {
  domain: string;
  companyId: string;
}

/** Publishes a TXT record on the local DNS page (POST /_local/dns/publish, as its Publish button does). */
export async function publishTxt(domain: string, value: string): Promise<void> {
  const response = await fetch(new URL('/_local/dns/publish', stackUrl()), {
    method: 'POST',
    headers: {
      ...localToolsHeaders(),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ domain, value }).toString(),
  });
  if (response.status !== 200) throw new Error(`publish failed: ${response.status} ${await response.text()}`);
}

export function uniqueDomain(label = 'sso'): string {
  return `${label}-${randomUUID().slice(0, 8)}.test`;
}

/** A registered company (its administrator signed in) that verified a fresh domain of its own. */
export async function ssoCompany(overrides: Record<string, unknown> = {}): Promise<TSsoCompany> {
  const domain = uniqueDomain();
  const admin = await registerCompany({ email: `admin@${domain}`, ...overrides });
  const added = await call('POST', '/v1/sso/domains', { token: admin.token, body: { domain } });
  if (added.status !== 201) throw new Error(`domain not added: ${added.status} ${JSON.stringify(added.body)}`);
  await publishTxt(domain, added.body.data.txt_value);
  const verified = await call('POST', `/v1/sso/domains/${domain}/verify`, { token: admin.token });
  if (verified.status !== 200)
    throw new Error(`domain not verified: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { ...admin, domain, companyId: admin.user.company_id as string };
}

export function oidcBody(issuer: TTestIssuer, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test OIDC',
    protocol: 'oidc',
    jit: true,
    mapping: { ...SSO_DEFAULT_OIDC_MAPPING },
    group_map: [],
    oidc: {
      issuer: issuer.issuer,
      client_id: issuer.clientId,
      client_secret: issuer.clientSecret,
      scopes: ['openid', 'email', 'profile'],
    },
    ...overrides,
  };
}

/** An IdP's SAML metadata as Entra ID and Okta publish it: entity id, HTTP-Redirect sign-in URL, signing certificate. */
export function samlMetadata(
  cert: string,
  entityId = `https://idp-${randomUUID().slice(0, 6)}.example.test/saml`,
): string {
  const body = cert.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  return `<?xml version="1.0"?>
<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">
  <IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${body}</X509Certificate></X509Data></KeyInfo></KeyDescriptor>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${entityId}/sso"/>
  </IDPSSODescriptor>
</EntityDescriptor>`;
}

export function samlBody(metadataXml: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test SAML',
    protocol: 'saml',
    jit: false,
    mapping: { ...SSO_DEFAULT_SAML_MAPPING },
    group_map: [],
    saml: { metadata_xml: metadataXml },
    ...overrides,
  };
}

export async function createConnection(token: string, body: unknown): Promise<string> {
  const created = await call('POST', '/v1/sso/connections', { token, body });
  if (created.status !== 201)
    throw new Error(`connection not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data.id as string;
}

/** GET without following redirects; `cookie` is the Cookie header to send. */
export async function getManual(path: string, cookie?: string): Promise<Response> {
  return fetch(new URL(path, stackUrl()), { redirect: 'manual', headers: cookie ? { cookie } : {} });
}

export interface TOidcSignIn {
  /** The callback's answer (a 302). */
  answer: Response;
  location: string;
  /** The binding cookie the start set (`skillway_sso=<value>`). */
  binding: string;
  state: string;
  callbackPath: string;
}

/**
 * The browser's part of an OIDC sign-in against the test issuer: the start (302 to the issuer with the binding
 * cookie), the issuer's code for the claims set on `issuer.idTokenClaims`, and the callback with the cookie.
 */
export async function oidcSignIn(
  issuer: TTestIssuer,
  startPath: string,
  options: { subject?: string; cookie?: (binding: string) => string | undefined } = {},
): Promise<TOidcSignIn> {
  const start = await getManual(startPath);
  if (start.status !== 302) throw new Error(`start answered ${start.status}: ${await start.text()}`);
  const authorization = start.headers.get('location')!;
  const binding = `${SSO_BROWSER_COOKIE}=${setCookieValue(start.headers, SSO_BROWSER_COOKIE) ?? ''}`;
  const code = issuer.issueCode(authorization, { subject: options.subject ?? randomUUID() });
  const state = new URL(authorization).searchParams.get('state')!;
  const callbackPath = `/v1/sso/oidc/callback?${new URLSearchParams({ code, state, iss: issuer.issuer }).toString()}`;
  const cookie = options.cookie ? options.cookie(binding) : binding;
  const answer = await getManual(callbackPath, cookie);
  return { answer, location: answer.headers.get('location') ?? '', binding, state, callbackPath };
}

/**
 * The refresh call the SPA's /sso/complete makes with the refresh cookie the callback set, then an authenticated call
 * with the token it gives: the session's token and its user's profile.
 */
export async function sessionFrom(answer: Response): Promise<{ token: string; user: Record<string, unknown> }> {
  const refresh = setCookieValue(answer.headers, REFRESH_COOKIE_NAME);
  if (!refresh) throw new Error(`no refresh cookie set (${answer.status} ${answer.headers.get('location')})`);
  const refreshed = await call('POST', '/v1/groups/', {
    headers: { cookie: `${REFRESH_COOKIE_NAME}=${refresh}` },
    body: {},
  });
  if (refreshed.status !== 200)
    throw new Error(`refresh failed: ${refreshed.status} ${JSON.stringify(refreshed.body)}`);
  const token = refreshed.body.access_token as string;
  // An authenticated call with the session's token: who it signed in.
  const profile = await call('GET', '/v1/user/profile', { token });
  if (profile.status !== 200) throw new Error(`profile refused: ${profile.status} ${JSON.stringify(profile.body)}`);
  return { token, user: profile.body.data as Record<string, unknown> };
}
