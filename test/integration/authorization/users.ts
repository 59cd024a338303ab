import { uniqueEmail } from '../../factories/accounts';
import { call } from '../../factories/http';
import type { TActor, TTenants } from '../../support/tenants';
import {
  ADMIN_ONLY,
  ADMIN_ONLY_RECORD,
  ADMIN_OR_MANAGER,
  ADMIN_OR_MANAGER_RECORD,
  SIGNED_IN_OWN_RECORD,
  type TDomainMatrix,
  type TExpectation,
  type TRequest,
} from './matrix-types';

/** Company user records: the administrator, a manager (own team) and the super administrator (with company_id). */
const STAFF_RECORD: TExpectation = { ...ADMIN_OR_MANAGER_RECORD, superAdmin: 'allow' };
/** Deleting a user: the administrator and the super administrator. */
const ADMIN_OR_SUPER_RECORD: TExpectation = { ...ADMIN_ONLY_RECORD, superAdmin: 'allow' };

/** An id no company has: rows a caller's role cannot reach answer 401/403 before looking. */
const NOBODY = 'not-a-user';

const isSuperAdmin = (tenants: TTenants, actor: TActor) => actor === tenants.a.superAdmin;
/** Only callers whose role the row admits get a real (and possibly destroyed) record made for them. */
const isAdminOf = (tenants: TTenants, actor: TActor) => actor === tenants.a.admin || actor === tenants.b.admin;

/** A fresh learner of company A, added by A's administrator (for rows that delete or archive one). */
async function victim(tenants: TTenants, extra: Record<string, unknown> = {}): Promise<string> {
  const result = await call('POST', '/v1/user', {
    token: tenants.a.admin.token,
    body: { first_name: 'Matrix', last_name: 'Victim', email: uniqueEmail('victim'), ...extra },
  });
  if (result.status !== 201) throw new Error(`victim not created: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.data.id as string;
}

/** The super administrator names company A; everyone else works in their own company. */
function scope(tenants: TTenants, actor: TActor): Record<string, string> | undefined {
  return isSuperAdmin(tenants, actor) ? { company_id: tenants.a.admin.companyId! } : undefined;
}

function editBody(target: TActor) {
  return { first_name: target.firstName ?? 'A', last_name: target.lastName ?? 'B', email: target.email ?? uniqueEmail() };
}

/** A record-destroying row: a fresh victim for an admitted caller of company A, A's record for company B's check. */
async function destroyable(input: { actor: TActor; owner: TActor; tenants: TTenants }, admitted: boolean): Promise<TRequest> {
  const { actor, owner, tenants } = input;
  if (!admitted) return { params: { id: NOBODY } };
  // Company B's administrator aims at company A's record: its own check answers 404 before anything changes.
  const id = actor === owner ? await victim(tenants) : (owner.userId ?? NOBODY);
  const query = scope(tenants, actor);
  return { params: { id }, ...(query ? { query } : {}) };
}

export const usersMatrix: TDomainMatrix = {
  expectations: {
    'users.list': ADMIN_ONLY,
    'users.basicDetails': ADMIN_OR_MANAGER,
    'users.archived': ADMIN_ONLY,
    'users.all': ADMIN_ONLY,
    'users.reports': ADMIN_ONLY,
    'users.export': ADMIN_ONLY,
    'users.courses': SIGNED_IN_OWN_RECORD,
    'users.get': STAFF_RECORD,
    'users.create': ADMIN_ONLY,
    'users.update': STAFF_RECORD,
    'users.delete': ADMIN_OR_SUPER_RECORD,
    'users.deleteAllData': ADMIN_OR_SUPER_RECORD,
    'users.archive': ADMIN_ONLY_RECORD,
    'users.archivedCourses': ADMIN_ONLY_RECORD,
    'users.updateMailSetting': ADMIN_ONLY,
    'users.sendWelcomeEmail': ADMIN_ONLY_RECORD,
    'users.sendMassWelcomeEmail': ADMIN_ONLY,
    'users.updateNotification': SIGNED_IN_OWN_RECORD,
    'team.list': ADMIN_OR_MANAGER,
    'team.managerUsers': ADMIN_OR_MANAGER_RECORD,
    'team.managerTeams': ADMIN_OR_MANAGER,
    'team.customerUser': ADMIN_OR_MANAGER_RECORD,
    // The address is a body field: anyone outside the caller's team gets the same 422, so no 404 to check here
    // (functions/api/team/team.int.test.ts covers another company's address).
    'team.sendEmail': ADMIN_OR_MANAGER,
  },
  samples: {
    'users.list': () => ({ query: { page: '1', limit: '5', orderBy: 'first_name', sortedBy: 'asc' } }),
    'users.reports': () => ({ query: { page: '1', limit: '5' } }),
    'users.export': () => ({ query: { type: 'csv', withArchive: '1', skipPagination: '1', limit: '0' } }),
    // Own rows; with ?id= the owner (themself, or company A's user for company B's check).
    'users.courses': ({ owner }) => ({ query: { id: owner.userId ?? NOBODY } }),
    'users.get': ({ actor, owner, tenants }) => {
      const query = scope(tenants, actor);
      return { params: { id: isSuperAdmin(tenants, actor) ? tenants.a.learner.userId! : (owner.userId ?? NOBODY) }, ...(query ? { query } : {}) };
    },
    'users.create': () => ({ body: { first_name: 'Matrix', last_name: 'Created', email: uniqueEmail('matrix') } }),
    'users.update': ({ actor, owner, tenants }) => {
      const target = isSuperAdmin(tenants, actor) ? tenants.a.learner : owner;
      const query = scope(tenants, actor);
      return { params: { id: target.userId ?? NOBODY }, body: editBody(target), ...(query ? { query } : {}) };
    },
    'users.delete': (input) => destroyable(input, isAdminOf(input.tenants, input.actor) || isSuperAdmin(input.tenants, input.actor)),
    'users.deleteAllData': (input) =>
      destroyable(input, isAdminOf(input.tenants, input.actor) || isSuperAdmin(input.tenants, input.actor)),
    'users.archive': async (input) => ({
      ...(await destroyable(input, isAdminOf(input.tenants, input.actor))),
      body: { is_archived: 1 },
    }),
    'users.archivedCourses': async ({ actor, owner, tenants }) => {
      if (!isAdminOf(tenants, actor)) return { params: { id: NOBODY } };
      if (actor !== owner) return { params: { id: owner.userId ?? NOBODY } };
      const id = await victim(tenants);
      await call('PUT', `/v1/archive-account/${id}`, { token: tenants.a.admin.token, body: { is_archived: 1 } });
      return { params: { id } };
    },
    'users.updateMailSetting': () => ({ body: { enable_mail: 1 } }),
    'users.sendWelcomeEmail': async ({ actor, owner, tenants }) => {
      if (!isAdminOf(tenants, actor)) return { params: { id: NOBODY } };
      return { params: { id: actor === owner ? await victim(tenants) : (owner.userId ?? NOBODY) } };
    },
    'users.sendMassWelcomeEmail': ({ tenants }) => ({ body: { send_mail_option: 3, users: [tenants.a.learner.userId] } }),
    'users.updateNotification': ({ owner }) => ({ params: { id: owner.userId ?? NOBODY }, body: { is_notification: 1 } }),
    'team.list': () => ({ query: { include: 'thumbnail,enrolled', limit: '999999', search: 'first_name:;last_name:' } }),
    // Company A's manager; company B's callers aim at it and get 404.
    'team.managerUsers': ({ tenants }) => ({ params: { id: tenants.a.manager.userId ?? NOBODY } }),
    // Company A's learner is in company A's manager's team (the demo data).
    'team.customerUser': ({ tenants }) => ({ params: { id: tenants.a.learner.userId ?? NOBODY } }),
    'team.sendEmail': ({ tenants }) => ({
      body: { subject: 'Matrix', email: tenants.a.learner.email, content: '<p>Hello from the matrix</p>' },
    }),
  },
};
