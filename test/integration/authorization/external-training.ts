import type { TActor, TTenants } from '../../support/tenants';
import { call } from '../../factories/http';
import {
  ADMIN_ONLY,
  ADMIN_ONLY_RECORD,
  ADMIN_OR_MANAGER_RECORD,
  type TDomainMatrix,
  type TExpectation,
  type TSample,
} from './matrix-types';
import { freshText } from './fresh-records';

/** Every company role keeps its own external training; the super administrator has none (403). */
const COMPANY_ROLES_OWN: TExpectation = {
  anonymous: 'deny',
  learner: 'allow',
  manager: 'allow',
  admin: 'allow',
  superAdmin: 'deny',
  otherCompany: 'n/a',
};
const COMPANY_ROLES_RECORD: TExpectation = { ...COMPANY_ROLES_OWN, otherCompany: 'deny' };

const BODY = {
  name: 'Matrix external training',
  completed: '2025-01-02',
  type: 353355,
  body: 'Matrix Institute',
  result: 'passed',
};

/** A record of one actor of company A (made with its own token), once per actor. */
const standing = new Map<string, Promise<string>>();

/** A new record of the owner; 'none' for a caller without external training (anonymous, the super administrator). */
async function freshRecord(owner: TActor): Promise<string> {
  if (!owner.token) return 'none';
  const created = await call('POST', '/v1/external-training', { token: owner.token, body: BODY });
  return created.status === 201 ? (created.body.data.id as string) : 'none';
}

function recordOf(owner: TActor): Promise<string> {
  const key = owner.userId ?? 'anonymous';
  let record = standing.get(key);
  if (!record) {
    record = freshRecord(owner);
    standing.set(key, record);
  }
  return record;
}

/** Company A's learner's record: every allowed reader may see it (own, the team's manager, the administrator). */
const learnerRecord = (tenants: TTenants) => recordOf(tenants.a.learner);

/** The owner's own record (the caller's, or for company B's caller company A's same-role actor's). */
const onOwnRecord: TSample = async ({ owner }) => ({ params: { id: await recordOf(owner) } });

export const externalTrainingMatrix: TDomainMatrix = {
  expectations: {
    'externalTraining.list': COMPANY_ROLES_OWN,
    'externalTraining.get': COMPANY_ROLES_RECORD,
    'externalTraining.create': COMPANY_ROLES_OWN,
    'externalTraining.update': COMPANY_ROLES_RECORD,
    'externalTraining.delete': COMPANY_ROLES_RECORD,
    'externalTraining.deleteCertificate': COMPANY_ROLES_RECORD,
    'externalTraining.adminList': ADMIN_ONLY,
    'externalTraining.adminCreate': ADMIN_ONLY,
    'externalTraining.adminUpdate': ADMIN_ONLY_RECORD,
    'externalTraining.import': ADMIN_ONLY,
    'externalTraining.export': ADMIN_ONLY,
    'externalTraining.ofUser': ADMIN_OR_MANAGER_RECORD,
  },
  samples: {
    'externalTraining.list': () => ({ query: { page: '1', limit: '5', include: 'file' } }),
    // A's learner's record: its owner, A's manager (their team) and A's administrator read it; B's callers get 404.
    'externalTraining.get': async ({ tenants }) => ({
      params: { id: await learnerRecord(tenants) },
      query: { include: 'file' },
    }),
    // Refused as 422 (no name), so the matrix adds nothing.
    'externalTraining.create': () => ({ body: { ...BODY, name: '' } }),
    // The same values again: an allowed caller changes nothing.
    'externalTraining.update': async ({ owner }) => ({ params: { id: await recordOf(owner) }, body: BODY }),
    'externalTraining.delete': async ({ owner }) => ({ params: { id: await freshRecord(owner) } }),
    // The record has no certificate: an allowed caller gets 422, B's callers 404.
    'externalTraining.deleteCertificate': onOwnRecord,
    'externalTraining.adminList': () => ({
      query: {
        page: '1',
        limit: '20',
        include: 'file,user',
        search: 'matrix',
        type: '353355,353362',
        completed: '02/01/2025',
      },
    }),
    // Refused as 422 (no user chosen), so the matrix adds nothing.
    'externalTraining.adminCreate': () => ({ body: BODY }),
    // Renamed on every call: the same values again would change nothing to record.
    'externalTraining.adminUpdate': async ({ tenants }) => ({
      params: { id: await learnerRecord(tenants) },
      body: { ...BODY, name: freshText('Matrix external training'), user: tenants.a.learner.userId ?? 'nobody' },
    }),
    // No file: refused as 422 for the administrator.
    'externalTraining.import': () => ({}),
    'externalTraining.export': () => ({ query: { export_type: 'excel', search: 'matrix' } }),
    // A's learner is in A's manager's team.
    'externalTraining.ofUser': ({ tenants }) => ({
      params: { id: tenants.a.learner.userId ?? 'nobody' },
      query: { page: '1', limit: '5' },
    }),
  },
};
