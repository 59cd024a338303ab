import { uniqueEmail } from '../../factories/accounts';
import { call } from '../../factories/http';
import type { TActor, TTenants } from '../../support/tenants';
import { ADMIN_ONLY_RECORD, ADMIN_OR_MANAGER_RECORD, type TExpectation, type TRequest } from './matrix-types';
/** Company user records: the administrator, a manager (own team) and the super administrator (with company_id). */
export const STAFF_RECORD: TExpectation = { ...ADMIN_OR_MANAGER_RECORD, superAdmin: 'allow' };
/** Deleting a user: the administrator and the super administrator. */
export const ADMIN_OR_SUPER_RECORD: TExpectation = { ...ADMIN_ONLY_RECORD, superAdmin: 'allow' };

/** An id no company has: rows a caller's role cannot reach answer 401/403 before looking. */
export const NOBODY = 'not-a-user';

export const isSuperAdmin = (tenants: TTenants, actor: TActor) => actor === tenants.a.superAdmin;
/** Only callers whose role the row admits get a real (and possibly destroyed) record made for them. */
export const isAdminOf = (tenants: TTenants, actor: TActor) => actor === tenants.a.admin || actor === tenants.b.admin;

/** A fresh learner of company A, added by A's administrator (for rows that delete or archive one). */
export async function victim(tenants: TTenants, extra: Record<string, unknown> = {}): Promise<string> {
  const result = await call('POST', '/v1/user', {
    token: tenants.a.admin.token,
    body: { first_name: 'Matrix', last_name: 'Victim', email: uniqueEmail('victim'), ...extra },
  });
  if (result.status !== 201) throw new Error(`victim not created: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.data.id as string;
}

/** The super administrator names company A; everyone else works in their own company. */
export function scope(tenants: TTenants, actor: TActor): Record<string, string> | undefined {
  return isSuperAdmin(tenants, actor) ? { company_id: tenants.a.admin.companyId! } : undefined;
}

export function editBody(target: TActor) {
  return {
    first_name: target.firstName ?? 'A',
    last_name: target.lastName ?? 'B',
    email: target.email ?? uniqueEmail(),
  };
}

/** A record-destroying row: a fresh victim for an admitted caller of company A, A's record for company B's check. */
export async function destroyable(
  input: { actor: TActor; owner: TActor; tenants: TTenants },
  admitted: boolean,
): Promise<TRequest> {
  const { actor, owner, tenants } = input;
  if (!admitted) return { params: { id: NOBODY } };
  // Company B's administrator aims at company A's record: its own check answers 404 before anything changes.
  const id = actor === owner ? await victim(tenants) : (owner.userId ?? NOBODY);
  const query = scope(tenants, actor);
  return { params: { id }, ...(query ? { query } : {}) };
}
