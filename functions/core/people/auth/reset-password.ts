import { MSG } from '@skillway/shared';
import { sha256Hex } from '../../platform/crypto/tokens';
import { AppError } from '../../platform/http/app-error';
import { consumeResetToken } from './consume-reset-token';
import { endSessions } from './end-sessions';
import { setPassword } from '../../platform/auth/identity-provider';
import { findUserByResetToken, type TResetPurpose } from './reset-token';

export async function isResetTokenValid(email: string, token: string): Promise<boolean> {
  return (await findUserByResetToken(email, token)) !== undefined;
}

/** `isResetPassword` 0 (or false) means the default-password flow; anything else the emailed link. */
export function resetPurpose(isResetPassword: number | string | boolean | undefined): TResetPurpose {
  return isResetPassword === 0 || isResetPassword === '0' || isResetPassword === false ? 'default' : 'forgot';
}

/**
 * Sets the new password with a valid token, then consumes the token (single use, conditional on its hash), marks
 * the password as the user's own, and ends every existing session.
 */
export async function resetPassword(input: {
  email: string;
  token: string;
  password: string;
  purpose: TResetPurpose;
}): Promise<void> {
  const user = await findUserByResetToken(input.email, input.token, input.purpose);
  if (!user) throw AppError.validation({ token: [MSG.RESET_TOKEN_INVALID] }, MSG.RESET_TOKEN_INVALID);
  await setPassword(user.user_id, input.password);
  const consumed = await consumeResetToken(user, sha256Hex(input.token));
  if (!consumed) throw AppError.validation({ token: [MSG.RESET_TOKEN_INVALID] }, MSG.RESET_TOKEN_INVALID);
  await endSessions(user.company_id, user.user_id, 'tokens');
}
