import { MSG, ROLE, SUSPENSION_SHORT, isSuspendedState, type TOperation } from '@skillway/shared';
import { suspensionReason } from '@skillway/shared/rules/account-actions';
import { AppError } from './app-error';
import type { TAuth } from './principal';

/** The row's roles (default deny): `authenticated` admits every role, a list admits only those role ids. */
export function assertRoleAllowed(operation: TOperation, auth: TAuth): void {
  if (operation.access === 'public' || operation.access === 'authenticated') return;
  if (!operation.access.includes(auth.roleId)) throw new AppError('FORBIDDEN');
}

/** Whether calling the row changes data: every method but GET, and the GETs the manifest marks `writes`. */
function isWriteOperation(operation: TOperation): boolean {
  return operation.method !== 'GET' || operation.writes === true;
}

/**
 * A suspended company (state 2 or 4) keeps only the rows marked suspendedAccessible for its administrators, who
 * are sent to the account status page to pay. Learners and managers keep their reads so nobody loses their
 * certificates while the bill is sorted, but change nothing beyond their own session, password and profile (rows
 * `suspendedAccessible: true`): not even a GET that writes. The super administrator is never locked.
 */
export function assertNotSuspended(operation: TOperation, auth: TAuth): void {
  if (auth.roleId === ROLE.SUPER_ADMIN || !auth.company) return;
  if (!isSuspendedState(auth.company.state)) return;
  if (auth.roleId === ROLE.ADMIN) {
    if (operation.suspendedAccessible) return;
    // The administrator is told why, and what lifts it: pay on Account Status, or (suspended by the platform, nothing
    // owed) contact Skillway.
    const reason = suspensionReason(auth.company.state, auth.company.subscription_status);
    throw new AppError('COMPANY_SUSPENDED', reason ? SUSPENSION_SHORT[reason] : undefined);
  }
  if (operation.suspendedAccessible === true || !isWriteOperation(operation)) return;
  throw new AppError('COMPANY_SUSPENDED', MSG.COMPANY_SUSPENDED_MEMBER);
}
