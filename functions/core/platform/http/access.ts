import { ROLE, isSuspendedState, type TOperation } from '@skillway/shared';
import { AppError } from './app-error';
import type { TAuth } from './principal';

/** The row's roles (default deny): `authenticated` admits every role, a list admits only those role ids. */
export function assertRoleAllowed(operation: TOperation, auth: TAuth): void {
  if (operation.access === 'public' || operation.access === 'authenticated') return;
  if (!operation.access.includes(auth.roleId)) throw new AppError('FORBIDDEN');
}

/**
 * A suspended company (state 2 or 4) keeps only the rows marked suspendedAccessible for its administrators, who
 * are sent to the account status page to pay. Learners and managers keep their reads (GET) so nobody loses their
 * certificates while the bill is sorted, but cannot change anything. The super administrator is never locked.
 */
export function assertNotSuspended(operation: TOperation, auth: TAuth): void {
  if (auth.roleId === ROLE.SUPER_ADMIN || !auth.company) return;
  if (!isSuspendedState(auth.company.state) || operation.suspendedAccessible) return;
  if (auth.roleId === ROLE.ADMIN || operation.method !== 'GET') throw new AppError('COMPANY_SUSPENDED');
}
