import { randomUUID } from 'node:crypto';
import { call } from '../../factories/http';
import { localIdps, DEMO_OIDC_CLIENT_ID, DEMO_OIDC_CLIENT_SECRET } from '../../support/local-idps';
import type { TActor, TTenants } from '../../support/tenants';
import { setCompanyFields } from './audit-prepare';
import { freshText } from './fresh-records';
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

const oidcBody = (name: string) => ({
  name,
  protocol: 'oidc',
  jit: false,
  mapping: {
    email: 'email',
    first_name: 'given_name',
    last_name: 'family_name',
    department: '',
    manager_email: '',
    groups: '',
  },
  group_map: [],
  oidc: {
    issuer: localIdps().oidc.issuer,
    client_id: DEMO_OIDC_CLIENT_ID,
    client_secret: DEMO_OIDC_CLIENT_SECRET,
    scopes: [],
  },
});

/**
 * Makes room (makeRoom) and a connection. The fuzz sends its rows' variants side by side, so another row's accepted
 * create may take the room back before this one lands (seed 1898643831: "at most 5 connections"): tried again then.
 */
async function newConnection(admin: TActor, body: Record<string, unknown>): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    await makeRoom(admin);
    const created = await call('POST', '/v1/sso/connections', { token: admin.token, body });
    if (created.status === 201) return created.body.data.id as string;
    if (created.status !== 422 || attempt === 5)
      throw new Error(`SSO connection not created: ${created.status} ${JSON.stringify(created.body)}`);
  }
}

/** The standing connection's name: the samples that need a connection find it, or make it once. */
const STANDING = 'Matrix OIDC';

async function connectionsOf(admin: TActor): Promise<{ id: string; name: string }[]> {
  const settings = await call('GET', '/v1/sso', { token: admin.token });
  if (settings.status !== 200) throw new Error(`SSO settings not read: ${settings.status}`);
  return settings.body.data.connections as { id: string; name: string }[];
}

/**
 * A company holds at most five connections, and the matrix and the fuzz run (which sends each valid sample, and
 * variants some of which are accepted) share the stack's two companies: before a sample makes a connection, the ones
 * earlier samples left are deleted. The demo company's own ("Demo …", seeded; other tests sign in through them) and
 * the standing one stay.
 */
async function makeRoom(admin: TActor): Promise<void> {
  for (const connection of await connectionsOf(admin)) {
    if (standingIds.has(connection.id) || connection.name === STANDING || connection.name.startsWith('Demo ')) continue;
    await call('DELETE', `/v1/sso/connections/${connection.id}`, { token: admin.token });
  }
}

/**
 * One standing connection per company, found again by name (another test file may have made it); kept by id too, as
 * a fuzz variant of the update may rename it.
 */
const standing = new Map<string, Promise<string>>();
const standingIds = new Set<string>();

async function findOrMakeStanding(admin: TActor): Promise<string> {
  const found = (await connectionsOf(admin)).find((connection) => connection.name === STANDING);
  if (found) {
    standingIds.add(found.id);
    return found.id;
  }
  const id = await newConnection(admin, oidcBody(STANDING));
  standingIds.add(id);
  return id;
}

const connectionOf = (owner: TActor, tenants: TTenants) => {
  const admin = adminOf(owner, tenants);
  if (!standing.has(admin.companyId!)) standing.set(admin.companyId!, findOrMakeStanding(admin));
  return standing.get(admin.companyId!)!;
};

/** Company A is the demo company: its seeded "Demo SAML" connection serves the SP metadata row. */
async function demoSamlConnection(tenants: TTenants): Promise<string> {
  const settings = await call('GET', '/v1/sso', { token: tenants.a.admin.token });
  const saml = (settings.body.data.connections as { id: string; protocol: string }[]).find(
    (item) => item.protocol === 'saml',
  );
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
    'sso.createConnection': async ({ actor, tenants }) => {
      if (isAdmin(actor, tenants)) await makeRoom(actor);
      return { body: oidcBody('Matrix created') };
    },
    // The standing connection keeps its name, so the next sample finds it, and maps a department claim no call mapped.
    'sso.updateConnection': async ({ owner, tenants }) => {
      const body = oidcBody(STANDING);
      return {
        params: { id: await connectionOf(owner, tenants) },
        body: {
          ...body,
          mapping: { ...body.mapping, department: freshText('department').replace(/\W+/g, '_') },
          oidc: { ...body.oidc, client_secret: undefined },
        },
      };
    },
    'sso.deleteConnection': async ({ actor, owner, tenants }) => {
      if (!isAdmin(actor, tenants)) return { params: { id: await connectionOf(owner, tenants) } };
      const admin = adminOf(owner, tenants);
      await connectionOf(owner, tenants);
      return { params: { id: await newConnection(admin, oidcBody('Matrix deleted')) } };
    },
    'sso.testConnection': onConnection,
    'sso.testResult': async ({ owner, tenants }) => {
      const admin = adminOf(owner, tenants);
      const test = await call('POST', `/v1/sso/connections/${await connectionOf(owner, tenants)}/test`, {
        token: admin.token,
      });
      if (test.status !== 201) throw new Error(`SSO test not started: ${test.status} ${JSON.stringify(test.body)}`);
      return { params: { id: test.body.data.test_id as string } };
    },
    'sso.addDomain': () => ({ body: { domain: `matrix-${randomUUID().slice(0, 8)}.test` } }),
    'sso.verifyDomain': onNewDomain,
    'sso.removeDomain': onNewDomain,
    // The demo company's login page keeps its connection (other tests sign in through it), not enforced: from no
    // setting at all (which is not enforced either), so the call records a change.
    'sso.updateSettings': async ({ actor, tenants }) => {
      const settings = await call('GET', '/v1/sso', { token: tenants.a.admin.token });
      return {
        body: { enforced: false, connection_id: settings.body.data.connection_id as string | null },
        ...(actor === tenants.a.admin
          ? { prepare: () => setCompanyFields(actor.companyId!, { sso_enforced: null }) }
          : {}),
      };
    },
    'sso.discover': () => ({ body: { email: 'someone@matrix-no-sso.test' } }),
    'sso.start': async ({ tenants }) => ({ query: { connection: `${tenants.a.admin.companyId}_matrixunknown` } }),
    'sso.samlMetadata': async ({ tenants }) => ({ params: { id: await demoSamlConnection(tenants) } }),
  },
};
