import {
  SSO_DEFAULT_OIDC_MAPPING,
  SSO_DEFAULT_SAML_MAPPING,
  type TSsoConnection,
  type TSsoDomain,
  type TSsoSettings,
  type TSsoTestResult,
} from '@skillway/shared';

const ORIGIN = 'https://app.skillway.test';
const DAY_MS = 86_400_000;

function sp(id: string): TSsoConnection['sp'] {
  return {
    redirect_url: `${ORIGIN}/v1/sso/oidc/callback`,
    post_logout_redirect_url: `${ORIGIN}/login`,
    acs_url: `${ORIGIN}/v1/sso/saml/acs`,
    entity_id: `${ORIGIN}/v1/sso/saml/metadata/${id}`,
    metadata_url: `${ORIGIN}/v1/sso/saml/metadata/${id}`,
  };
}

export function oidcConnection(overrides: Partial<TSsoConnection> = {}): TSsoConnection {
  return {
    id: 'conn-oidc',
    name: 'Demo OIDC',
    protocol: 'oidc',
    enabled: true,
    jit: true,
    mapping: { ...SSO_DEFAULT_OIDC_MAPPING },
    group_map: [{ idp_group: 'warehouse-staff', group_id: 'g1', group_name: 'Warehouse' }],
    oidc: {
      issuer: 'https://idp.example.com',
      client_id: 'skillway-client',
      scopes: ['openid', 'email'],
      client_secret_set: true,
    },
    saml: null,
    sp: sp('conn-oidc'),
    last_test: null,
    tested_ok_at: null,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A SAML connection whose signing certificate expires `days` from now. */
export function samlConnection(days = 12, overrides: Partial<TSsoConnection> = {}): TSsoConnection {
  return {
    ...oidcConnection(),
    id: 'conn-saml',
    name: 'Demo SAML',
    protocol: 'saml',
    mapping: { ...SSO_DEFAULT_SAML_MAPPING },
    group_map: [],
    oidc: null,
    saml: {
      idp_entity_id: 'https://saml.example.com/entity',
      idp_sso_url: 'https://saml.example.com/sso',
      metadata_url: null,
      certificates: [
        { subject: 'CN=Demo SAML', not_after: new Date(Date.now() + days * DAY_MS + 3_600_000).toISOString() },
      ],
    },
    sp: sp('conn-saml'),
    ...overrides,
  };
}

export function domain(name: string, verified: boolean): TSsoDomain {
  return {
    domain: name,
    verified,
    verified_at: verified ? '2026-01-06T09:00:00.000Z' : null,
    txt_value: `skillway-verification=tok-${name}`,
  };
}

export function ssoSettings(overrides: Partial<TSsoSettings> = {}): TSsoSettings {
  return {
    connections: [oidcConnection(), samlConnection()],
    domains: [domain('demo-ltd.test', true), domain('demo.example', false)],
    enforced: false,
    connection_id: 'conn-oidc',
    ...overrides,
  };
}

export function testResult(status: TSsoTestResult['status'], overrides: Partial<TSsoTestResult> = {}): TSsoTestResult {
  const passed = status === 'passed';
  return {
    id: 'test-1',
    status,
    at: '2026-02-01T12:00:00.000Z',
    claims: passed ? { email: 'learner1@demo-ltd.test', given_name: 'Lena', groups: ['warehouse-staff', 'all'] } : null,
    mapped: passed ? { email: 'learner1@demo-ltd.test', first_name: 'Lena', groups: ['Warehouse'] } : null,
    error: status === 'failed' ? 'The ID token audience "other-client" is not this client (skillway-client).' : null,
    ...overrides,
  };
}
