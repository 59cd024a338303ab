import { randomUUID } from 'node:crypto';
import { call } from '../../factories/http';
import { localIdps, DEMO_OIDC_CLIENT_ID, DEMO_OIDC_CLIENT_SECRET } from '../../support/local-idps';
import type { TActor, TTenants } from '../../support/tenants';
import { ADMIN_ONLY, ADMIN_ONLY_RECORD, PUBLIC, type TDomainMatrix, type TSample } from './matrix-types';

/**
 * Single sign-on. The settings rows are the administrator's; a connection, test or domain of company A is 404 to
 * company B. The sign-in rows are public: the start, the IdP's answers and the SP metadata answer anyone (a refusal
 * is a redirect to the login page, which `call` follows; the service's own tests are functions/api/sso/*.int.test.ts).
 */

/** The administrator of the owner's company (company A's for the 404 check, and for callers without a company). */
function adminOf(owner: TActor, tenants: TTenants): TActor {
  return owner.companyId === tenants.b.admin.companyId ? tenants.b.admin : tenants.a.admin;
}

const oidcBody = (name = 'Matrix OIDC') => ({
  name,
  protocol: 'oidc',
  jit: false,
  mapping: { email: 'email', first_name: 'given_name', last_name: 'family_name', department: '', manager_email: '', groups: '' },
  group_map: [],
  oidc: { issuer: localIdps().oidc.issuer, client_id: DEMO_OIDC_CLIENT_ID, client_secret: DEMO_OIDC_CLIENT_SECRET, scopes: [] },
});

async function newConnection(admin: TActor, body: Record<string, unknown> = oidcBody()): Promise<string> {
  const created = await call('POST', '/v1/sso/connections', { token: admin.token, body });
  if (created.status !== 201) throw new Error(`SSO connection not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data.id as string;
}

/** One standing connection per company (a company holds at most five), made by its administrator on first use. */
const standing = new Map<string, Promise<string>>();

const connectionOf = (owner: TActor, tenants: TTenants) => {
  const admin = adminOf(owner, tenants);
  if (!standing.has(admin.companyId!)) standing.set(admin.companyId!, newConnection(admin));
  return standing.get(admin.companyId!)!;
};

/** Company A is the demo company: its seeded "Demo SAML" connection serves the SP metadata row. */
async function demoSamlConnection(tenants: TTenants): Promise<string> {
  const settings = await call('GET', '/v1/sso', { token: tenants.a.admin.token });
  const saml = (settings.body.data.connections as { id: string; protocol: string }[]).find((item) => item.protocol === 'saml');
  if (!saml) throw new Error('company A has no SAML connection');
  return saml.id;
}

/**
 * Only an allowed caller's request creates anything (a company holds at most five connections and twenty domains,
 * and company A, the demo company, has two connections already); a refused caller's request names the standing one.
 */
const isAdmin = (actor: TActor, tenants: TTenants) => actor === tenants.a.admin || actor === tenants.b.admin;

async function newDomain(admin: TActor): Promise<string> {
  const domain = `matrix-${randomUUID().slice(0, 8)}.test`;
  const added = await call('POST', '/v1/sso/domains', { token: admin.token, body: { domain } });
  if (added.status !== 201) throw new Error(`SSO domain not added: ${added.status} ${JSON.stringify(added.body)}`);
  return domain;
}

const onConnection: TSample = async ({ owner, tenants }) => ({ params: { id: await connectionOf(owner, tenants) } });
const onNewDomain: TSample = async ({ actor, owner, tenants }) => ({
  params: { domain: isAdmin(actor, tenants) ? await newDomain(adminOf(owner, tenants)) : 'matrix-refused.test' },
});

export const ssoMatrix: TDomainMatrix = {
  expectations: {
    'sso.settings': ADMIN_ONLY,
    'sso.createConnection': ADMIN_ONLY,
    'sso.updateConnection': ADMIN_ONLY_RECORD,
    'sso.deleteConnection': ADMIN_ONLY_RECORD,
    'sso.testConnection': ADMIN_ONLY_RECORD,
    'sso.testResult': ADMIN_ONLY_RECORD,
    'sso.addDomain': ADMIN_ONLY,
    'sso.verifyDomain': ADMIN_ONLY_RECORD,
    'sso.removeDomain': ADMIN_ONLY_RECORD,
    // Naming another company's connection is a 422 on connection_id (nothing of it is read back).
    'sso.updateSettings': ADMIN_ONLY,
    'sso.discover': PUBLIC,
    'sso.start': PUBLIC,
    'sso.oidcCallback': PUBLIC,
    'sso.samlAcs': PUBLIC,
    'sso.samlMetadata': PUBLIC,
  },
  samples: {
    'sso.createConnection': () => ({ body: oidcBody('Matrix created') }),
    'sso.updateConnection': async ({ owner, tenants }) => ({
      params: { id: await connectionOf(owner, tenants) },
      body: { ...oidcBody('Matrix updated'), oidc: { ...oidcBody().oidc, client_secret: undefined } },
    }),
    'sso.deleteConnection': async ({ actor, owner, tenants }) => ({
      params: { id: isAdmin(actor, tenants) ? await newConnection(adminOf(owner, tenants)) : await connectionOf(owner, tenants) },
    }),
    'sso.testConnection': onConnection,
    'sso.testResult': async ({ owner, tenants }) => {
      const admin = adminOf(owner, tenants);
      const test = await call('POST', `/v1/sso/connections/${await connectionOf(owner, tenants)}/test`, { token: admin.token });
      if (test.status !== 201) throw new Error(`SSO test not started: ${test.status} ${JSON.stringify(test.body)}`);
      return { params: { id: test.body.data.test_id as string } };
    },
    'sso.addDomain': () => ({ body: { domain: `matrix-${randomUUID().slice(0, 8)}.test` } }),
    'sso.verifyDomain': onNewDomain,
    'sso.removeDomain': onNewDomain,
    // The demo company's login page keeps its connection (other tests sign in through it).
    'sso.updateSettings': async ({ tenants }) => {
      const settings = await call('GET', '/v1/sso', { token: tenants.a.admin.token });
      return { body: { enforced: false, connection_id: settings.body.data.connection_id as string | null } };
    },
    'sso.discover': () => ({ body: { email: 'someone@matrix-no-sso.test' } }),
    'sso.start': async ({ tenants }) => ({ query: { connection: `${tenants.a.admin.companyId}_matrixunknown` } }),
    'sso.samlMetadata': async ({ tenants }) => ({ params: { id: await demoSamlConnection(tenants) } }),
  },
};
