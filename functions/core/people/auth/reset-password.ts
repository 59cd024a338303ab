import { MSG, SSO_MESSAGES } from '@skillway/shared';
import { sha256Hex } from '../../platform/crypto/tokens';
import { AppError } from '../../platform/http/app-error';
import { consumeResetToken, restoreResetToken } from './consume-reset-token';
import { endSessions } from './end-sessions';
import { setPassword } from '../../platform/auth/identity-provider';
import { findUserByResetToken, type TResetPurpose } from './reset-token';
import type { TUserItem } from '../../platform/db/types';
import { findCompany } from '../companies/company-repository';
import { passwordRefusedBySso } from '../sso/enforcement';

export async function isResetTokenValid(email: string, token: string): Promise<boolean> {
  return (await findUserByResetToken(email, token)) !== undefined;
}

/** `isResetPassword` 0 (or false) means the default-password flow; anything else the emailed link. */
export function resetPurpose(isResetPassword: number | string | boolean | undefined): TResetPurpose {
  return isResetPassword === 0 || isResetPassword === '0' || isResetPassword === false ? 'default' : 'forgot';
}

/**
 * Consumes a valid token first (single use: one conditional write on its hash), and only then sets the new password,
 * so of concurrent resets with one token exactly one sets a password. Marks the password as the user's own and ends
 * every existing session. Returns the user as they are now (for the sign-in that follows).
 */
export async function resetPassword(input: {
  email: string;
  token: string;
  password: string;
  purpose: TResetPurpose;
}): Promise<TUserItem> {
  const user = await findUserByResetToken(input.email, input.token, input.purpose);
  if (!user) throw AppError.validation({ token: [MSG.RESET_TOKEN_INVALID] }, MSG.RESET_TOKEN_INVALID);
  // A company with enforced single sign-on has no passwords to set for its users (administrators excepted): the
  // token is left unused, and nothing changes.
  if (passwordRefusedBySso(user, await findCompany(user.company_id))) {
    throw AppError.validation({ password: [SSO_MESSAGES.PASSWORD_REFUSED] }, SSO_MESSAGES.PASSWORD_REFUSED);
  }
  const consumed = await consumeResetToken(user, sha256Hex(input.token));
  if (!consumed) throw AppError.validation({ token: [MSG.RESET_TOKEN_INVALID] }, MSG.RESET_TOKEN_INVALID);
  try {
    await setPassword(user.user_id, input.password);
  } catch (error) {
    await restoreResetToken(user);
    throw error;
  }
  const cutoff = await endSessions(user.company_id, user.user_id, 'tokens');
  return {
    ...user,
    tokens_valid_after: cutoff,
    refresh_valid_after: cutoff,
    is_reset_default_password: 1,
    reset_token_hash: undefined,
    reset_token_purpose: undefined,
    reset_token_expires_at: undefined,
  };
}
