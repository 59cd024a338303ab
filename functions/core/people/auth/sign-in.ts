import { randomUUID } from 'node:crypto';
import {
  MSG,
  ROLE,
  SSO_MESSAGES,
  TWO_STEP,
  TWO_STEP_NEXT,
  type TSession,
  type TTwoStepChallenge,
  type TTwoStepNext,
} from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TLog } from '../../platform/http/logger';
import type { TUserItem } from '../../platform/db/types';
import { updateUser } from '../users/user-repository';
import { findActiveUserByEmail } from './email-owner';
import { authenticate, revokeRefreshToken, type TCognitoTokens } from '../../platform/auth/identity-provider';
import { clearPairFailures, loginRetryAfter, recordLoginFailure } from './login-throttle';
import { presentSession } from './present-session';
import { beginRefreshSession } from './refresh-rotation';
import { issueResetToken } from './reset-token';
import { waitPastCutoff } from '../../platform/auth/token-cutoff';
import { countActiveUser, countLogin, isFirstSignInOfMonth } from '../../platform/stats/month-stats';
import { findCompany } from '../companies/company-repository';
import { createChallenge } from '../two-step/challenge-repository';
import { isTwoStepOn, isTwoStepRequired } from '../two-step/policy';
import { newTotpSecret } from '../two-step/totp';
import { passwordRefusedBySso } from '../sso/enforcement';

/** The same answer for an unknown address, an archived user and a wrong password. */
function invalidCredentials(): AppError {
  return AppError.validation({ email: [MSG.LOGIN_FAILED] }, MSG.LOGIN_FAILED);
}

/**
 * Email and password sign-in. Throttled per account+address, per account and per address (429 before any
 * password check). A user still on an administrator's temporary password gets no session, only the one-time
 * `user_token` that lets the web send them to /admin/password-reset. A user with two-step verification on, or whose
 * role requires it, gets no session either: a challenge for the second step (sign-in-second-step.ts), which opens it.
 */
export async function signIn(
  input: { email: string; password: string; address: string; knownDevice?: boolean },
  log: TLog,
): Promise<TSession | TTwoStepChallenge> {
  const { email, password, address } = input;
  const retryAfter = await loginRetryAfter(email, address, { knownDevice: input.knownDevice ?? false });
  if (retryAfter !== undefined) {
    log.warn('sign-in throttled', { retryAfter });
    throw AppError.tooManyRequests(retryAfter, MSG.TOO_MANY_ATTEMPTS);
  }

  const user = await findActiveUserByEmail(email);
  if (user) await waitPastCutoff(user);
  // An unknown address still costs one identity-provider round trip, so timing does not tell which addresses exist.
  const tokens = await authenticate(user?.user_id ?? randomUUID(), password);
  if (!user || !tokens) {
    await recordLoginFailure(email, address);
    throw invalidCredentials();
  }
  // Enforced single sign-on, asked only after the password was right: to anyone without it the answer is unchanged.
  await refuseIfSsoEnforced(user, tokens, () => clearPairFailures(email, address));

  if (user.is_reset_default_password === 0) {
    await clearPairFailures(email, address);
    if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken);
    const userToken = await issueResetToken(user, 'default');
    return presentSession(null, user, userToken);
  }

  const next = await secondStepDue(user);
  // The failures of this account from this address are forgiven only once the second step is passed too, so a
  // known password buys no fresh code guesses.
  if (next) return twoStepChallenge(user, tokens, next);
  await clearPairFailures(email, address);
  return signedIn(user, tokens);
}

/**
 * A company with enforced single sign-on refuses its users' passwords (people/sso/enforcement.ts): 422 saying to use
 * Continue with SSO. Its administrators keep theirs (break-glass). The tokens just issued are revoked unused.
 */
async function refuseIfSsoEnforced(
  user: TUserItem,
  tokens: TCognitoTokens,
  forgive: () => Promise<void>,
): Promise<void> {
  if (user.role_id === ROLE.ADMIN || user.role_id === ROLE.SUPER_ADMIN) return;
  if (!passwordRefusedBySso(user, await findCompany(user.company_id))) return;
  await forgive();
  if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken);
  throw AppError.validation({ email: [SSO_MESSAGES.PASSWORD_REFUSED] }, SSO_MESSAGES.PASSWORD_REFUSED);
}

/** `code` when two-step is on, `setup` when the role requires it and it is not set up yet; else none. */
async function secondStepDue(user: TUserItem): Promise<TTwoStepNext | undefined> {
  if (isTwoStepOn(user)) return TWO_STEP_NEXT.CODE;
  const company = user.role_id === ROLE.ADMIN ? await findCompany(user.company_id) : undefined;
  return isTwoStepRequired(user, company) ? TWO_STEP_NEXT.SETUP : undefined;
}

/** The tokens wait, sealed in the challenge, for the second step; the setup's new key waits there too. */
async function twoStepChallenge(
  user: TUserItem,
  tokens: TCognitoTokens,
  next: TTwoStepNext,
): Promise<TTwoStepChallenge> {
  const contents = next === TWO_STEP_NEXT.SETUP ? { tokens, secret: newTotpSecret() } : { tokens };
  return {
    two_step: next,
    challenge: await createChallenge(user, next, contents),
    expires_in: TWO_STEP.challengeSeconds,
    message: next === TWO_STEP_NEXT.SETUP ? MSG.TWO_STEP_SETUP_REQUIRED : MSG.TWO_STEP_CODE_REQUIRED,
  };
}

/**
 * The sign-in that follows a password reset (the emailed or welcome link, or the default-password flow): the reset
 * token proved the account, so no throttle check here (the route's own throttle holds), but two-step verification
 * does: a user who must use it gets the challenge for the second step instead of a session.
 */
export async function signInAfterReset(user: TUserItem, password: string): Promise<TSession | TTwoStepChallenge> {
  // The reset just ended every older session: the new tokens must be issued after that second.
  await waitPastCutoff(user);
  const tokens = await authenticate(user.user_id, password);
  if (!tokens) throw new Error('the identity provider refused a password it was just given');
  await refuseIfSsoEnforced(user, tokens, async () => undefined);
  const next = await secondStepDue(user);
  if (next) return twoStepChallenge(user, tokens, next);
  return signedIn(user, tokens);
}

/** A session for a user whose password was just set or checked (registration): no throttle, no reset token. */
export async function openSession(user: TUserItem, password: string): Promise<TSession> {
  const tokens = await authenticate(user.user_id, password);
  if (!tokens) throw new Error('the identity provider refused a password it was just given');
  return signedIn(user, tokens);
}

/**
 * The sign-in recorded and its refresh session begun: the answer's `refresh_token` is the refresh cookie's value
 * (the token and its first nonce), which the handler moves into the cookie. A single sign-on names its connection
 * (`ssoConnectionId`), which the refresh session keeps for logout's offer of the IdP's logout.
 */
export async function signedIn(user: TUserItem, tokens: TCognitoTokens, ssoConnectionId?: string): Promise<TSession> {
  const [lastLogin, cookieValue] = await Promise.all([
    recordLogin(user),
    tokens.refreshToken
      ? beginRefreshSession(
          { companyId: user.company_id, userId: user.user_id },
          tokens.refreshToken,
          Date.now(),
          ssoConnectionId,
        )
      : undefined,
  ]);
  return presentSession({ ...tokens, refreshToken: cookieValue }, { ...user, last_login: lastLogin });
}

/**
 * Stamps the user's last login and counts the sign-in in the company's month (the reports landing's line); a
 * user's first sign-in of the month also counts them active that month (the platform dashboard's figure).
 */
async function recordLogin(user: TUserItem): Promise<string> {
  const now = new Date();
  await Promise.all([
    updateUser(user.company_id, user.user_id, { last_login: now.toISOString() }),
    countLogin(user.company_id, now),
    ...(isFirstSignInOfMonth(user.last_login, now) ? [countActiveUser(user.company_id, now)] : []),
  ]);
  return now.toISOString();
}
