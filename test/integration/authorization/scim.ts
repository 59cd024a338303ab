import type { TOperationId } from '@skillway/shared';
import { call } from '../../factories/http';
import type { TActor, TTenants } from '../../support/tenants';
import { ADMIN_ONLY, ADMIN_ONLY_RECORD, type TDomainMatrix, type TExpectation, type TSample } from './matrix-types';

/**
 * SCIM provisioning. The token rows are the administrator's. The SCIM resources take only a company's SCIM bearer
 * token: no credentials is 401, and any signed-in caller's own token is 403 whatever the role (the service's own tests,
 * functions/api/scim/*.int.test.ts, use SCIM tokens, another company's included).
 */
const SCIM_TOKEN_ONLY: TExpectation = {
  anonymous: 'deny',
  learner: 'deny',
  manager: 'deny',
  admin: 'deny',
  superAdmin: 'deny',
  otherCompany: 'n/a',
};

const SCIM_ROWS: TOperationId[] = [
  'scim.serviceProviderConfig',
  'scim.resourceTypes',
  'scim.resourceType',
  'scim.schemas',
  'scim.schema',
  'scim.listUsers',
  'scim.createUser',
  'scim.getUser',
  'scim.replaceUser',
  'scim.patchUser',
  'scim.deleteUser',
  'scim.listGroups',
  'scim.createGroup',
  'scim.getGroup',
  'scim.replaceGroup',
  'scim.patchGroup',
  'scim.deleteGroup',
];

/**
 * A company holds at most ten live SCIM tokens, and the matrix and the fuzz run (each valid sample, and variants that
 * are accepted) share the stack's two companies: before a sample makes a token, the tokens earlier samples left are
 * revoked (no other test of this stack uses these companies' tokens).
 */
async function makeRoom(admin: TActor): Promise<void> {
  const listed = await call('GET', '/v1/scim-tokens', { token: admin.token });
  if (listed.status !== 200) throw new Error(`SCIM tokens not listed: ${listed.status}`);
  for (const token of listed.body.data as { id: string }[]) {
    await call('DELETE', `/v1/scim-tokens/${token.id}`, { token: admin.token });
  }
}

const isAdmin = (actor: TActor, tenants: TTenants) => actor === tenants.a.admin || actor === tenants.b.admin;

/** A live token of the owner's company, made by that company's administrator (company A's for the 404 check). */
const onToken: TSample = async ({ owner, tenants }) => {
  const admin = owner.companyId === tenants.b.admin.companyId ? tenants.b.admin : tenants.a.admin;
  await makeRoom(admin);
  const created = await call('POST', '/v1/scim-tokens', { token: admin.token, body: { name: 'Matrix token' } });
  if (created.status !== 201)
    throw new Error(`SCIM token not created: ${created.status} ${JSON.stringify(created.body)}`);
  return { params: { id: created.body.data.id as string } };
};

export const scimMatrix: TDomainMatrix = {
  expectations: {
    'scim.listTokens': ADMIN_ONLY,
    'scim.createToken': ADMIN_ONLY,
    'scim.revokeToken': ADMIN_ONLY_RECORD,
    ...Object.fromEntries(SCIM_ROWS.map((id) => [id, SCIM_TOKEN_ONLY])),
  },
  samples: {
    'scim.createToken': async ({ actor, tenants }) => {
      if (isAdmin(actor, tenants)) await makeRoom(actor);
      return { body: { name: 'Matrix token' } };
    },
    'scim.revokeToken': onToken,
    'scim.resourceType': () => ({ params: { id: 'User' } }),
    'scim.schema': () => ({ params: { id: 'urn:ietf:params:scim:schemas:core:2.0:User' } }),
    'scim.getUser': ({ owner }) => ({ params: { id: owner.userId ?? 'matrix-unknown' } }),
    'scim.replaceUser': ({ owner }) => ({ params: { id: owner.userId ?? 'matrix-unknown' }, body: {} }),
    'scim.patchUser': ({ owner }) => ({ params: { id: owner.userId ?? 'matrix-unknown' }, body: {} }),
    'scim.deleteUser': ({ owner }) => ({ params: { id: owner.userId ?? 'matrix-unknown' } }),
    'scim.getGroup': ({ owner }) => ({ params: { id: owner.groupId ?? 'matrix-unknown' } }),
    'scim.replaceGroup': ({ owner }) => ({ params: { id: owner.groupId ?? 'matrix-unknown' }, body: {} }),
    'scim.patchGroup': ({ owner }) => ({ params: { id: owner.groupId ?? 'matrix-unknown' }, body: {} }),
    'scim.deleteGroup': ({ owner }) => ({ params: { id: owner.groupId ?? 'matrix-unknown' } }),
    'scim.createUser': () => ({ body: {} }),
    'scim.createGroup': () => ({ body: {} }),
  },
};
