import { MSG } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { endSessions, revokeToken } from './end-sessions';
import { authenticate, revokeRefreshToken, setPassword } from '../../platform/auth/identity-provider';
import { loginRetryAfter, recordLoginFailure } from './login-throttle';

/**
 * Checks the current password with a real sign-in (its tokens are thrown away), sets the new one, and ends
 * every session: the presented token is revoked and every token issued so far stops working. Wrong current
 * passwords count as failed sign-ins, so a stolen token cannot be used to guess the password.
 */
export async function changePassword(
  auth: TAuth,
  input: { old_password: string; new_password: string; address: string },
): Promise<void> {
  const email = auth.user.email;
  const retryAfter = await loginRetryAfter(email, input.address);
  if (retryAfter !== undefined) throw AppError.tooManyRequests(retryAfter, MSG.TOO_MANY_ATTEMPTS);
  const check = await authenticate(auth.userId, input.old_password);
  if (!check) {
    await recordLoginFailure(email, input.address);
    throw AppError.validation({ old_password: [MSG.CURRENT_PASSWORD_WRONG] }, MSG.CURRENT_PASSWORD_WRONG);
  }
  if (check.refreshToken) await revokeRefreshToken(check.refreshToken);
  await setPassword(auth.userId, input.new_password, 'new_password');
  await revokeToken(auth.companyId, auth.userId, auth.token);
  await endSessions(auth.companyId, auth.userId, 'tokens');
}
