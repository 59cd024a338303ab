import type { TOperationId } from '@skillway/shared';
import { call } from '../../factories/http';
import type { TActor, TTenants } from '../../support/tenants';
import { TIN_CAN_PACKAGE, packageCourse } from '../../factories/xapi';
import {
  ADMIN_ONLY,
  ADMIN_ONLY_RECORD,
  PUBLIC,
  type TDomainMatrix,
  type TExpectation,
  type TSample,
} from './matrix-types';

/** The launch: every company role learns (enrolled on company A's package course); the super administrator is 403. */
const LAUNCH: TExpectation = {
  anonymous: 'deny',
  learner: 'allow',
  manager: 'allow',
  admin: 'allow',
  superAdmin: 'deny',
  otherCompany: 'deny',
};

/**
 * The LRS resources take only Basic credentials (a launch session's or a company LRS client's): no credentials is
 * 401, and any signed-in caller's own token is 403, whatever the role (the LRS's own tests, functions/api/xapi/*.int
 * .test.ts, use those credentials, another company's client included).
 */
const SESSION_CREDENTIALS_ONLY: TExpectation = {
  anonymous: 'deny',
  learner: 'deny',
  manager: 'deny',
  admin: 'deny',
  superAdmin: 'deny',
  otherCompany: 'n/a',
};

let standing: Promise<string> | undefined;

/** Company A's published course with a Tin Can package, on which A's learner, manager and administrator are enrolled. */
function packageAsset(tenants: TTenants): Promise<string> {
  standing ??= (async () => {
    const users = [tenants.a.learner, tenants.a.manager, tenants.a.admin].map((actor) => actor.userId!);
    const course = await packageCourse(tenants.a.admin.token!, tenants.a.admin.companyId!, TIN_CAN_PACKAGE, {
      enrol: users,
    });
    return course.assetId;
  })();
  return standing;
}

const LRS_ROWS: TOperationId[] = [
  'xapi.putStatement',
  'xapi.postStatements',
  'xapi.getStatements',
  'xapi.putState',
  'xapi.postState',
  'xapi.getState',
  'xapi.deleteState',
  'xapi.putAgentProfile',
  'xapi.getAgentProfile',
  'xapi.deleteAgentProfile',
  'xapi.postAgentProfile',
  'xapi.putActivityProfile',
  'xapi.postActivityProfile',
  'xapi.getActivityProfile',
  'xapi.deleteActivityProfile',
  'xapi.getAgents',
  'xapi.getActivities',
];

const isAdmin = (actor: TActor, tenants: TTenants) => actor === tenants.a.admin || actor === tenants.b.admin;

/**
 * A company keeps at most 25 live LRS clients, and the matrix and the fuzz run share the stack's two companies: before
 * a sample makes one, the clients earlier samples left are revoked (no other test uses these companies' clients).
 */
async function makeRoom(admin: TActor): Promise<void> {
  const listed = await call('GET', '/v1/xapi-clients', { token: admin.token });
  if (listed.status !== 200) throw new Error(`LRS clients not listed: ${listed.status}`);
  for (const client of listed.body.data as { id: string }[])
    await call('DELETE', `/v1/xapi-clients/${client.id}`, { token: admin.token });
}

const CLIENT_BODY = { name: 'Matrix client', scopes: ['statements/read'] };

/** A live client of the owner's company, made by that company's administrator (company A's for the 404 check). */
const onClient: TSample = async ({ owner, tenants }) => {
  const admin = owner.companyId === tenants.b.admin.companyId ? tenants.b.admin : tenants.a.admin;
  await makeRoom(admin);
  const created = await call('POST', '/v1/xapi-clients', { token: admin.token, body: CLIENT_BODY });
  if (created.status !== 201)
    throw new Error(`LRS client not created: ${created.status} ${JSON.stringify(created.body)}`);
  return { params: { id: created.body.data.id as string } };
};

export const xapiMatrix: TDomainMatrix = {
  expectations: {
    'xapi.launch': LAUNCH,
    'xapi.listClients': ADMIN_ONLY,
    'xapi.createClient': ADMIN_ONLY,
    'xapi.revokeClient': ADMIN_ONLY_RECORD,
    'xapi.about': PUBLIC,
    // The fetch URL's session id is its credential; an unknown one answers 200 with a cmi5 error code.
    'xapi.cmi5Fetch': PUBLIC,
    ...Object.fromEntries(LRS_ROWS.map((id) => [id, SESSION_CREDENTIALS_ONLY])),
  },
  samples: {
    'xapi.launch': async ({ tenants }) => ({ params: { id: await packageAsset(tenants) }, body: {} }),
    'xapi.cmi5Fetch': () => ({ params: { id: 'matrix.unknown-session' } }),
    'xapi.createClient': async ({ actor, tenants }) => {
      if (isAdmin(actor, tenants)) await makeRoom(actor);
      return { body: CLIENT_BODY };
    },
    'xapi.revokeClient': onClient,
  },
};
