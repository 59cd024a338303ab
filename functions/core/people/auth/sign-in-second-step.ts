import { MSG, TWO_STEP_NEXT, type TSession, type TTwoStepSetup } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TLog } from '../../platform/http/logger';
import type { TUserItem } from '../../platform/db/types';
import { findUser } from '../users/user-repository';
import {
  consumeChallenge,
  deadChallenge,
  peekChallenge,
  takeAttempt,
  type TOpenChallenge,
} from '../two-step/challenge-repository';
import { readChallenge } from '../two-step/challenge-token';
import { acceptCode, acceptRecoveryCode } from '../two-step/check-code';
import { isTwoStepOn } from '../two-step/policy';
import { newRecoveryCodes, recoveryCodeHash } from '../two-step/recovery-codes';
import { setupAnswer } from '../two-step/setup-answer';
import { matchingStep } from '../two-step/totp';
import { turnOn } from '../two-step/two-step-repository';
import { isKnownDevice } from './device-cookie';
import { clearPairFailures, loginRetryAfter, recordLoginFailure } from './login-throttle';
import { signedIn } from './sign-in';

/**
 * The sign-in's second step (two-step verification), after sign-in.ts accepted the password and handed out a
 * challenge: a code or a recovery code, or for a role that must use it and has not, the setup. Each try is counted
 * against the challenge (TWO_STEP.maxCodeAttempts) and, when wrong, as a failed sign-in of the account (the same
 * throttle as passwords); the right one uses the challenge up and opens the session exactly as a password-only
 * sign-in does.
 */

interface TCaller {
  address: string;
  /** The request's cookies: the account's device cookie spares its owner the account-wide bound (login-throttle.ts). */
  cookies: readonly string[] | undefined;
}

/** The challenge's user, still there and active; the account's sign-in throttle checked (429 first, as for passwords). */
async function challengedUser(challenge: string, caller: TCaller, log: TLog): Promise<TUserItem> {
  const token = readChallenge(challenge);
  if (!token) throw deadChallenge();
  const user = await findUser(token.companyId, token.userId, true);
  if (!user || user.is_archived === 1) throw deadChallenge();
  const knownDevice = isKnownDevice(caller.cookies, user.email);
  const retryAfter = await loginRetryAfter(user.email, caller.address, { knownDevice });
  if (retryAfter !== undefined) {
    log.warn('two-step sign-in throttled', { retryAfter });
    throw AppError.tooManyRequests(retryAfter, MSG.TOO_MANY_ATTEMPTS);
  }
  return user;
}

async function wrongCode(user: TUserItem, caller: TCaller, field: 'code' | 'recovery_code'): Promise<never> {
  await recordLoginFailure(user.email, caller.address);
  const message = field === 'code' ? MSG.TWO_STEP_CODE_INVALID : MSG.TWO_STEP_RECOVERY_INVALID;
  throw AppError.field(field, message);
}

async function finish(user: TUserItem, open: TOpenChallenge, caller: TCaller): Promise<TSession> {
  if (!(await consumeChallenge(open))) throw deadChallenge();
  await clearPairFailures(user.email, caller.address);
  return signedIn(user, open.contents.tokens);
}

/** POST /login/verify: a code from the app, or one of the recovery codes. */
export async function verifySignIn(
  input: { challenge: string; code?: string; recovery_code?: string } & TCaller,
  log: TLog,
): Promise<{ session: TSession; email: string }> {
  const user = await challengedUser(input.challenge, input, log);
  const open = await takeAttempt(input.challenge, TWO_STEP_NEXT.CODE);
  if (!isTwoStepOn(user)) throw deadChallenge();
  if (input.recovery_code !== undefined) {
    if (!(await acceptRecoveryCode(user, input.recovery_code))) return wrongCode(user, input, 'recovery_code');
    log.info('two-step sign-in with a recovery code', {
      user_id: user.user_id,
      left: (user.totp_recovery_hashes?.size ?? 1) - 1,
    });
  } else if (!(await acceptCode(user, user.totp_secret, input.code ?? ''))) {
    return wrongCode(user, input, 'code');
  }
  return { session: await finish(user, open, input), email: user.email };
}

/** POST /login/setup: the key the challenge holds, for the forced setup (reading it uses no attempt). */
export async function signInSetup(challenge: string): Promise<TTwoStepSetup> {
  const open = await peekChallenge(challenge, TWO_STEP_NEXT.SETUP);
  const user = await findUser(open.companyId, open.userId);
  if (!user || !open.contents.secret) throw deadChallenge();
  return setupAnswer(open.contents.secret, user.email);
}

/** POST /login/setup/confirm: the first code turns two-step on; the session and the recovery codes (shown once). */
export async function confirmSignInSetup(
  input: { challenge: string; code: string } & TCaller,
  log: TLog,
): Promise<{ session: TSession & { recovery_codes: string[] }; email: string }> {
  const user = await challengedUser(input.challenge, input, log);
  const open = await takeAttempt(input.challenge, TWO_STEP_NEXT.SETUP);
  const secret = open.contents.secret;
  if (!secret) throw deadChallenge();
  const step = matchingStep(secret, input.code);
  if (step === undefined) return wrongCode(user, input, 'code');
  const codes = newRecoveryCodes();
  const recoveryHashes = codes.map((code) => recoveryCodeHash(user.user_id, code));
  // Turned on before the challenge is used up: a challenge whose user turned it on elsewhere meanwhile is refused.
  if (!(await turnOn(user, { secret, step, recoveryHashes }))) throw deadChallenge();
  log.info('audit: two-step verification set up at sign-in', {
    audit: 'user.two_step_on',
    user_id: user.user_id,
    company_id: user.company_id,
  });
  const session = await finish({ ...user, totp_secret: secret }, open, input);
  return { session: { ...session, recovery_codes: codes }, email: user.email };
}
