import { MSG, type TRecoveryCodes, type TTwoStepSetup, type TTwoStepStatus } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TLog } from '../../platform/http/logger';
import type { TAuth } from '../../platform/http/principal';
import type { TUserItem } from '../../platform/db/types';
import { loginRetryAfter, recordLoginFailure } from '../auth/login-throttle';
import { findUser } from '../users/user-repository';
import { acceptCode } from './check-code';
import { isTwoStepOn, isTwoStepRequired } from './policy';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { setupAnswer } from './setup-answer';
import { matchingStep, newTotpSecret } from './totp';
import { keepPendingSecret, replaceRecoveryCodes, turnOff, turnOn } from './two-step-repository';

/**
 * The profile's Two-step verification section: one's own status, setup, turning it off, new recovery codes. Every
 * change asks for a current code, and a wrong one counts as a failed sign-in (as the current password of a password
 * change does), so a stolen session cannot guess codes freely or quietly turn the second step off.
 */

/** The caller's record read afresh (consistent): a setup just begun must be seen by its confirm. */
async function currentUser(auth: TAuth): Promise<TUserItem> {
  const user = await findUser(auth.companyId, auth.userId, true);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

function recoveryCodesFor(user: TUserItem): { codes: string[]; hashes: string[] } {
  const codes = newRecoveryCodes();
  return { codes, hashes: codes.map((code) => recoveryCodeHash(user.user_id, code)) };
}

/** A code checked under the account's sign-in throttle (429 first; a wrong code counts as a failure). */
async function requireCode(user: TUserItem, check: () => Promise<boolean>, address: string): Promise<void> {
  const retryAfter = await loginRetryAfter(user.email, address);
  if (retryAfter !== undefined) throw AppError.tooManyRequests(retryAfter, MSG.TOO_MANY_ATTEMPTS);
  if (await check()) return;
  await recordLoginFailure(user.email, address);
  throw AppError.field('code', MSG.TWO_STEP_CODE_INVALID);
}

function onSecret(user: TUserItem): string {
  if (!isTwoStepOn(user)) throw new AppError('CONFLICT', MSG.TWO_STEP_NOT_ON);
  return user.totp_secret;
}

export async function twoStepStatus(auth: TAuth): Promise<TTwoStepStatus> {
  const user = await currentUser(auth);
  return {
    enabled: isTwoStepOn(user),
    required: isTwoStepRequired(user, auth.company),
    recovery_codes_left: isTwoStepOn(user) ? (user.totp_recovery_hashes?.size ?? 0) : 0,
  };
}

/** A new key to scan, kept as pending until its first code confirms it (asking again replaces it). */
export async function beginSetup(auth: TAuth): Promise<TTwoStepSetup> {
  const user = await currentUser(auth);
  if (isTwoStepOn(user)) throw new AppError('CONFLICT', MSG.TWO_STEP_ALREADY_ON);
  const secret = newTotpSecret();
  if (!(await keepPendingSecret(user, secret))) throw new AppError('CONFLICT', MSG.TWO_STEP_ALREADY_ON);
  return setupAnswer(secret, user.email);
}

/** The pending key's first code turns two-step on; the recovery codes are shown once. */
export async function confirmSetup(
  auth: TAuth,
  input: { code: string; address: string },
  log: TLog,
): Promise<TRecoveryCodes> {
  const user = await currentUser(auth);
  if (isTwoStepOn(user)) throw new AppError('CONFLICT', MSG.TWO_STEP_ALREADY_ON);
  const pending = user.totp_pending_secret;
  if (!pending) throw AppError.field('code', MSG.TWO_STEP_NO_SETUP);
  let step: number | undefined;
  await requireCode(user, async () => (step = matchingStep(pending, input.code)) !== undefined, input.address);
  const { codes, hashes } = recoveryCodesFor(user);
  if (!(await turnOn(user, { secret: pending, step: step!, recoveryHashes: hashes, pending }))) {
    throw AppError.field('code', MSG.TWO_STEP_NO_SETUP);
  }
  log.info('audit: two-step verification turned on', {
    audit: 'user.two_step_on',
    user_id: user.user_id,
    company_id: user.company_id,
  });
  return { recovery_codes: codes };
}

/** Off, with a current code; refused (403) where the role requires it. */
export async function disableTwoStep(auth: TAuth, input: { code: string; address: string }, log: TLog): Promise<void> {
  const user = await currentUser(auth);
  if (isTwoStepRequired(user, auth.company)) throw new AppError('FORBIDDEN', MSG.TWO_STEP_REQUIRED_CANNOT_DISABLE);
  const secret = onSecret(user);
  await requireCode(user, () => acceptCode(user, secret, input.code), input.address);
  await turnOff(user);
  log.info('audit: two-step verification turned off', {
    audit: 'user.two_step_off',
    user_id: user.user_id,
    company_id: user.company_id,
  });
}

/** New recovery codes, with a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(
  auth: TAuth,
  input: { code: string; address: string },
): Promise<TRecoveryCodes> {
  const user = await currentUser(auth);
  const secret = onSecret(user);
  await requireCode(user, () => acceptCode(user, secret, input.code), input.address);
  const { codes, hashes } = recoveryCodesFor(user);
  if (!(await replaceRecoveryCodes(user, secret, hashes))) throw new AppError('CONFLICT', MSG.TWO_STEP_NOT_ON);
  return { recovery_codes: codes };
}
