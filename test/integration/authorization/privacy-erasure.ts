import { call } from '../../factories/http';
import type { TTenants } from '../../support/tenants';
import { setPrivacySettings } from './audit-prepare';
import { ADMIN_ONLY, ADMIN_ONLY_RECORD, type TDomainMatrix, type TExpectation } from './matrix-types';

/**
 * Erasure, erasure requests and the privacy rules (issue 31, part E). Erasing names the caller's own record (an
 * administrator erasing themself is refused with 422, past authorization; company B's administrator on company A's
 * is 404); a request is a company user's own (not the super administrator's); deciding one is the administrator's.
 */
const COMPANY_USERS_OWN: TExpectation = {
  anonymous: 'deny',
  learner: 'allow',
  manager: 'allow',
  admin: 'allow',
  superAdmin: 'deny',
  otherCompany: 'n/a',
};

const NOBODY = '00000000-0000-4000-8000-000000000000';

/** A pending request of company A's learner (asked for if there is none), so a decision has one to decide. */
async function pendingRequestOfA(tenants: TTenants): Promise<string> {
  await call('POST', '/v1/profile/erasure-requests', { token: tenants.a.learner.token, body: {} });
  const listed = await call('GET', '/v1/privacy/erasure-requests', { token: tenants.a.admin.token });
  const pending = (listed.body?.data ?? []) as { id: string; status: string }[];
  return pending.find((request) => request.status === 'pending')?.id ?? NOBODY;
}

export const privacyErasureMatrix: TDomainMatrix = {
  expectations: {
    'privacy.eraseUser': ADMIN_ONLY_RECORD,
    'privacy.retentionSettings': ADMIN_ONLY,
    'privacy.updateRetentionSettings': ADMIN_ONLY,
    'privacy.requestErasure': COMPANY_USERS_OWN,
    'privacy.myErasureRequests': COMPANY_USERS_OWN,
    'privacy.erasureRequests': ADMIN_ONLY,
    'privacy.decideErasureRequest': ADMIN_ONLY_RECORD,
  },
  samples: {
    // The owner's own id: company A's administrator is refused erasing themself (422); B's gets 404 for it.
    'privacy.eraseUser': ({ owner }) => ({ params: { id: owner.userId ?? NOBODY }, body: { confirm: 'ERASE' } }),
    // The defaults (every rule off), as other tests expect them: legal records kept first (when saved at all: else
    // the call creates the settings), so the call records a change.
    'privacy.updateRetentionSettings': ({ actor, tenants }) => ({
      body: { legal_records: 0, anonymise_archived_months: 0, purge_learning_years: 0 },
      ...(actor === tenants.a.admin
        ? { prepare: () => setPrivacySettings(actor.companyId!, { legal_records: 1 }) }
        : {}),
    }),
    'privacy.requestErasure': () => ({ body: { reason: 'matrix' } }),
    'privacy.decideErasureRequest': async ({ tenants }) => ({
      params: { id: await pendingRequestOfA(tenants) },
      body: { decision: 'decline' },
    }),
  },
};
