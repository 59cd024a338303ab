import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { sortableId } from '@skillway/functions/core/platform/crypto/tokens';
import { xapiForwardDeadLetterEntity } from '@skillway/functions/core/platform/db/entities/xapi-forwarding';
import { call } from '../../factories/http';
import type { TActor, TTenants } from '../../support/tenants';
import { ADMIN_ONLY, ADMIN_ONLY_RECORD, type TDomainMatrix, type TSample } from './matrix-types';

/**
 * LRS forwarding (issue 35): every row is the administrator's; a target of company A is 404 to company B's. The
 * targets point at a closed loopback port and receive no statements, so nothing is ever sent from here.
 */
const ENDPOINT = 'http://127.0.0.1:9/xapi/';

const isAdmin = (actor: TActor, tenants: TTenants) => actor === tenants.a.admin || actor === tenants.b.admin;

/** The owner's company's administrator (company A's for every caller but company B's). */
const adminOf = (owner: TActor, tenants: TTenants) =>
  owner.companyId === tenants.b.admin.companyId ? tenants.b.admin : tenants.a.admin;

/**
 * A company keeps at most five targets, and the matrix and the fuzz run share the stack's two companies: before a
 * sample makes one, the targets earlier samples left are deleted (no other test uses these companies' targets).
 */
async function makeRoom(admin: TActor): Promise<void> {
  const listed = await call('GET', '/v1/xapi-forwarding', { token: admin.token });
  if (listed.status !== 200) throw new Error(`forwarding targets not listed: ${listed.status}`);
  for (const target of listed.body.data as { id: string }[])
    await call('DELETE', `/v1/xapi-forwarding/${target.id}`, { token: admin.token });
}

const BODY = { name: 'Matrix LRS', endpoint: ENDPOINT, key: 'matrix-key', secret: 'matrix-secret' };

async function newTarget(owner: TActor, tenants: TTenants): Promise<string> {
  const admin = adminOf(owner, tenants);
  await makeRoom(admin);
  const created = await call('POST', '/v1/xapi-forwarding', { token: admin.token, body: BODY });
  if (created.status !== 201)
    throw new Error(`forwarding target not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data.id as string;
}

const onTarget: TSample = async ({ owner, tenants }) => ({ params: { id: await newTarget(owner, tenants) } });

/** A target with one dead letter (written as the worker writes it), so retry and discard change something. */
const onDeadLetter: TSample = async ({ owner, tenants }) => {
  const id = await newTarget(owner, tenants);
  await xapiForwardDeadLetterEntity()
    .build(PutItemCommand)
    .item({
      company_id: adminOf(owner, tenants).companyId!,
      target_id: id,
      stored_id: sortableId(),
      statement_id: '8f87ccde-bb56-4c2e-ab83-44982ef22df0',
      verb_id: 'http://adlnet.gov/expapi/verbs/completed',
      stored: new Date().toISOString(),
      attempts: 6,
      error: 'HTTP 500: matrix',
      created_at: new Date().toISOString(),
    })
    .send();
  return { params: { id }, body: {} };
};

export const xapiForwardingMatrix: TDomainMatrix = {
  expectations: {
    'xapi.listForwardTargets': ADMIN_ONLY,
    'xapi.createForwardTarget': ADMIN_ONLY,
    'xapi.updateForwardTarget': ADMIN_ONLY_RECORD,
    'xapi.deleteForwardTarget': ADMIN_ONLY_RECORD,
    'xapi.listForwardDeadLetters': ADMIN_ONLY_RECORD,
    'xapi.retryForwardDeadLetters': ADMIN_ONLY_RECORD,
    'xapi.discardForwardDeadLetters': ADMIN_ONLY_RECORD,
  },
  samples: {
    'xapi.createForwardTarget': async ({ actor, tenants }) => {
      if (isAdmin(actor, tenants)) await makeRoom(actor);
      return { body: BODY };
    },
    'xapi.updateForwardTarget': async (input) => ({
      ...(await onTarget(input)),
      body: { ...BODY, name: 'Matrix LRS renamed', secret: undefined },
    }),
    'xapi.deleteForwardTarget': onTarget,
    'xapi.listForwardDeadLetters': onTarget,
    'xapi.retryForwardDeadLetters': onDeadLetter,
    'xapi.discardForwardDeadLetters': onDeadLetter,
  },
};
