import * as z from 'zod/mini';
import { ZMessage } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import {
  ZSsoConnection,
  ZSsoConnectionBody,
  ZSsoDiscoverAnswer,
  ZSsoDiscoverBody,
  ZSsoDomain,
  ZSsoDomainBody,
  ZSsoSettings,
  ZSsoSettingsBody,
  ZSsoStartQuery,
  ZSsoTestResult,
  ZSsoTestStart,
} from '../../schemas/sso';
import { ADMINS } from '../access';
import { ROUTE_THROTTLES } from '../throttles';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });
const domainParam = z.object({ domain: z.string().check(z.maxLength(253)) });
/** A redirect, an HTML error page or XML: the handler builds the response itself. */
const ZRaw = z.unknown();

/**
 * Single sign-on per company (issue 30): the administrator's connections (OpenID Connect, SAML 2.0), verified email
 * domains and enforcement; the public sign-in routes, where the API is the relying party and the session it opens is a
 * password user's (docs/architecture.md, "Single sign-on").
 */
export const ssoRows = defineRows({
  'sso.settings': {
    method: 'GET',
    path: '/v1/sso',
    handler: 'api/sso/sso-settings',
    access: ADMINS,
    tag: 'Single sign-on',
    summary:
      "The company's connections (secrets never included), email domains with their TXT records, and enforcement.",
    response: z.object({ data: ZSsoSettings }),
    audit: NOT_AUDITED.READ,
  },
  'sso.createConnection': {
    method: 'POST',
    path: '/v1/sso/connections',
    handler: 'api/sso/create-connection',
    access: ADMINS,
    tag: 'Single sign-on',
    summary:
      'Add an OpenID Connect connection (discovery is fetched from the issuer: an unreachable or invalid issuer is 422 on oidc.issuer) or a SAML 2.0 connection (metadata XML or URL, parsed: 422 on saml.metadata_xml naming what is missing). The client secret is stored sealed and never returned.',
    request: { body: ZSsoConnectionBody },
    status: 201,
    response: z.object({ message: z.string(), data: ZSsoConnection }),
    // It waits on the identity provider (discovery, metadata, token endpoint) or DNS: API Gateway's limit, not 10 s.
    timeoutSeconds: 29,
    audit: { items: ['SsoConnection'] },
  },
  'sso.updateConnection': {
    method: 'PUT',
    path: '/v1/sso/connections/{id}',
    handler: 'api/sso/update-connection',
    access: ADMINS,
    tag: 'Single sign-on',
    summary:
      'Change a connection (a client secret left out keeps the stored one). Changing the issuer, client or metadata clears its passed test.',
    request: { params: idParam, body: ZSsoConnectionBody },
    response: z.object({ message: z.string(), data: ZSsoConnection }),
    // It waits on the identity provider (discovery, metadata, token endpoint) or DNS: API Gateway's limit, not 10 s.
    timeoutSeconds: 29,
    audit: { items: ['SsoConnection'] },
  },
  'sso.deleteConnection': {
    method: 'DELETE',
    path: '/v1/sso/connections/{id}',
    handler: 'api/sso/delete-connection',
    access: ADMINS,
    tag: 'Single sign-on',
    summary: 'Delete a connection; 409 while it is the connection of enforced sign-in.',
    request: { params: idParam },
    response: ZMessage,
    audit: { items: ['SsoConnection', 'Company'] },
  },
  'sso.testConnection': {
    method: 'POST',
    path: '/v1/sso/connections/{id}/test',
    handler: 'api/sso/test-connection',
    access: ADMINS,
    tag: 'Single sign-on',
    summary:
      'Start a test sign-in: the URL to open in a new window; the sign-in runs at the IdP and the result (claims received, or the exact error) is read with sso.testResult. Nobody is signed in.',
    request: { params: idParam },
    status: 201,
    response: z.object({ data: ZSsoTestStart }),
    audit: NOT_AUDITED.PREVIEW,
  },
  'sso.testResult': {
    method: 'GET',
    path: '/v1/sso/tests/{id}',
    handler: 'api/sso/test-result',
    access: ADMINS,
    tag: 'Single sign-on',
    summary:
      "A test sign-in's result: pending, passed with the claims and what they map to, or failed with the reason.",
    request: { params: idParam },
    response: z.object({ data: ZSsoTestResult }),
    audit: NOT_AUDITED.READ,
  },
  'sso.addDomain': {
    method: 'POST',
    path: '/v1/sso/domains',
    handler: 'api/sso/add-domain',
    access: ADMINS,
    tag: 'Single sign-on',
    summary: 'Add an email domain to verify: the answer holds the TXT record to publish on it.',
    request: { body: ZSsoDomainBody },
    status: 201,
    response: z.object({ message: z.string(), data: ZSsoDomain }),
    audit: { items: ['SsoDomain'] },
  },
  'sso.verifyDomain': {
    method: 'POST',
    path: '/v1/sso/domains/{domain}/verify',
    handler: 'api/sso/verify-domain',
    access: ADMINS,
    tag: 'Single sign-on',
    summary:
      "Look the domain's TXT record up (DNS on AWS; the local tools' DNS page locally): verified, 422 not found yet, 409 verified by another company.",
    request: { params: domainParam },
    response: z.object({ message: z.string(), data: ZSsoDomain }),
    // It waits on the identity provider (discovery, metadata, token endpoint) or DNS: API Gateway's limit, not 10 s.
    timeoutSeconds: 29,
    audit: { items: ['SsoDomain'] },
  },
  'sso.removeDomain': {
    method: 'DELETE',
    path: '/v1/sso/domains/{domain}',
    handler: 'api/sso/remove-domain',
    access: ADMINS,
    tag: 'Single sign-on',
    summary: 'Remove an email domain (its users are no longer sent to the IdP from the login page).',
    request: { params: domainParam },
    response: ZMessage,
    audit: { items: ['SsoDomain', 'Company'] },
  },
  'sso.updateSettings': {
    method: 'PUT',
    path: '/v1/sso/settings',
    handler: 'api/sso/update-settings',
    access: ADMINS,
    tag: 'Single sign-on',
    summary:
      "The connection the login page uses for the verified domains, and enforcement (needs that connection's passed test: 422 otherwise). Administrators keep their password (break-glass).",
    request: { body: ZSsoSettingsBody },
    response: z.object({ message: z.string(), data: ZSsoSettings }),
    audit: { items: ['Company'] },
  },
  'sso.discover': {
    throttle: ROUTE_THROTTLES.signIn,
    method: 'POST',
    path: '/v1/sso/discover',
    handler: 'api/sso/discover',
    access: 'public',
    tag: 'Single sign-on',
    suspendedAccessible: true,
    summary:
      "The login page's email step: whether the address's domain is verified by a company with single sign-on, and where to start it. Answers from the domain alone, never from whether the user exists.",
    request: { body: ZSsoDiscoverBody },
    response: ZSsoDiscoverAnswer,
    audit: NOT_AUDITED.SIGN_IN,
  },
  'sso.start': {
    throttle: ROUTE_THROTTLES.signIn,
    method: 'GET',
    path: '/v1/sso/start',
    handler: 'api/sso/start',
    access: 'public',
    tag: 'Single sign-on',
    suspendedAccessible: true,
    writes: true,
    summary:
      "Begin a sign-in (or a test) at the connection's IdP: 302 to the IdP with state, nonce and PKCE (OIDC) or an AuthnRequest (SAML); sets the cookie that binds the sign-in to this browser.",
    request: { query: ZSsoStartQuery },
    status: 302,
    response: ZRaw,
    // It waits on the identity provider (discovery, metadata, token endpoint) or DNS: API Gateway's limit, not 10 s.
    timeoutSeconds: 29,
    audit: NOT_AUDITED.SIGN_IN,
  },
  'sso.oidcCallback': {
    throttle: ROUTE_THROTTLES.signIn,
    method: 'GET',
    path: '/v1/sso/oidc/callback',
    handler: 'api/sso/oidc-callback',
    access: 'public',
    tag: 'Single sign-on',
    suspendedAccessible: true,
    writes: true,
    summary:
      'The OIDC redirect URI: the code is exchanged and the ID token checked (signature, issuer, audience, expiry, nonce; state and the browser cookie), the user found or provisioned, and the session opened as a password sign-in does (refresh cookie); 302 to the SPA.',
    status: 302,
    response: ZRaw,
    // It waits on the identity provider (discovery, metadata, token endpoint) or DNS: API Gateway's limit, not 10 s.
    timeoutSeconds: 29,
    audit: NOT_AUDITED.SIGN_IN,
  },
  'sso.samlAcs': {
    throttle: ROUTE_THROTTLES.signIn,
    method: 'POST',
    path: '/v1/sso/saml/acs',
    handler: 'api/sso/saml-acs',
    access: 'public',
    tag: 'Single sign-on',
    suspendedAccessible: true,
    summary:
      'The SAML Assertion Consumer Service (HTTP-POST binding): a signed assertion or response required; audience, recipient, NotOnOrAfter and InResponseTo checked; a replayed assertion refused; IdP-initiated sign-in refused. Then as the OIDC callback.',
    status: 302,
    response: ZRaw,
    // It waits on the identity provider (discovery, metadata, token endpoint) or DNS: API Gateway's limit, not 10 s.
    timeoutSeconds: 29,
    audit: NOT_AUDITED.SIGN_IN,
  },
  'sso.samlMetadata': {
    method: 'GET',
    path: '/v1/sso/saml/metadata/{id}',
    handler: 'api/sso/saml-metadata',
    access: 'public',
    tag: 'Single sign-on',
    summary: 'The service provider metadata XML of SAML connection {id} (its entity id is this URL).',
    request: { params: idParam },
    response: ZRaw,
    audit: NOT_AUDITED.READ,
  },
});
