import type { TUserItem } from '../../platform/db/types';
import { acceptStep, useRecoveryCode } from './two-step-repository';
import { recoveryCodeHash } from './recovery-codes';
import { matchingStep } from './totp';

/**
 * Whether `code` is a current code of the user's key that was not used before: the step is recorded in the same
 * conditional write that checks it was not (so a code read over a shoulder, or sent twice at once, works once).
 */
export async function acceptCode(user: TUserItem, secret: string, code: string, nowMs = Date.now()): Promise<boolean> {
  const step = matchingStep(secret, code, nowMs);
  if (step === undefined) return false;
  return acceptStep(user, secret, step);
}

/** Whether `typed` is one of the user's unused recovery codes; it is used up by this check. */
export async function acceptRecoveryCode(user: TUserItem, typed: string): Promise<boolean> {
  if ((user.totp_recovery_hashes?.size ?? 0) === 0) return false;
  return useRecoveryCode(user, recoveryCodeHash(user.user_id, typed));
}
