import type { TOperationId } from '@skillway/shared';
import type { TActor, TTenants } from '../../support/tenants';

type TCell = 'allow' | 'deny';

export interface TExpectation {
  anonymous: TCell;
  learner: TCell;
  manager: TCell;
  admin: TCell;
  superAdmin: TCell;
  /** 'deny': company B's callers on company A's record get 404. 'n/a': the row only touches the caller's own records. */
  otherCompany: 'deny' | 'n/a';
}

export const PUBLIC: TExpectation = {
  anonymous: 'allow',
  learner: 'allow',
  manager: 'allow',
  admin: 'allow',
  superAdmin: 'allow',
  otherCompany: 'n/a',
};
export const SIGNED_IN: TExpectation = {
  anonymous: 'deny',
  learner: 'allow',
  manager: 'allow',
  admin: 'allow',
  superAdmin: 'allow',
  otherCompany: 'n/a',
};
export const SIGNED_IN_OWN_RECORD: TExpectation = { ...SIGNED_IN, otherCompany: 'deny' };
export const ADMIN_ONLY: TExpectation = {
  anonymous: 'deny',
  learner: 'deny',
  manager: 'deny',
  admin: 'allow',
  superAdmin: 'deny',
  otherCompany: 'n/a',
};
export const ADMIN_ONLY_RECORD: TExpectation = { ...ADMIN_ONLY, otherCompany: 'deny' };
export const ADMIN_OR_MANAGER: TExpectation = { ...ADMIN_ONLY, manager: 'allow' };
export const ADMIN_OR_MANAGER_RECORD: TExpectation = { ...ADMIN_OR_MANAGER, otherCompany: 'deny' };
export const SUPER_ADMIN_ONLY: TExpectation = {
  anonymous: 'deny',
  learner: 'deny',
  manager: 'deny',
  admin: 'deny',
  superAdmin: 'allow',
  otherCompany: 'n/a',
};

export interface TRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Rows that end sessions get a fresh one (an earlier logout row signs the actor out everywhere). */
  freshSession?: boolean;
  /**
   * Run by the authorization matrix just before the call (the fuzz and object-level tests skip it): sets what the
   * call will set to something else first, so a call that puts back a value other tests rely on (a setting, a
   * name) still changes something, and its audit event has a before and an after.
   */
  prepare?: () => Promise<unknown>;
  /** The company whose audit log records the call when it is neither company A nor B (one a sample made). */
  auditCompanyId?: string;
}

/**
 * A request the row accepts from an allowed caller. `actor` is the caller; `owner` is whose records it targets
 * (the caller itself, or company A's actor of the same role for the other-company check).
 */
export type TSample = (input: { actor: TActor; owner: TActor; tenants: TTenants }) => TRequest | Promise<TRequest>;

export interface TDomainMatrix {
  expectations: Partial<Record<TOperationId, TExpectation>>;
  samples: Partial<Record<TOperationId, TSample>>;
}
