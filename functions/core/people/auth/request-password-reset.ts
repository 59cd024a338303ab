import { PASSWORD_RESET_TOKEN_TTL_SECONDS } from '@skillway/shared';
import { config } from '../../platform/config';
import type { TLog } from '../../platform/http/logger';
import { sendEmail } from '../../platform/mail/send-email';
import { passwordResetEmail } from '../../platform/mail/templates/password-reset';
import { findActiveUserByEmail } from './email-owner';
import { issueResetToken } from './reset-token';

export function passwordResetLink(email: string, token: string): string {
  const query = new URLSearchParams({ email, token, isResetPassword: '1' });
  return `${config.appUrl}/password-reset?${query.toString()}`;
}

/**
 * Emails a reset link when the address belongs to a live user. The caller answers the same either way, so the
 * endpoint does not reveal which addresses have accounts.
 */
export async function requestPasswordReset(email: string, log: TLog): Promise<void> {
  const user = await findActiveUserByEmail(email);
  if (!user) {
    log.info('password reset requested for an unknown address');
    return;
  }
  const token = await issueResetToken(user, 'forgot');
  const message = passwordResetEmail({
    firstName: user.first_name,
    link: passwordResetLink(user.email, token),
    validMinutes: Math.round(PASSWORD_RESET_TOKEN_TTL_SECONDS / 60),
  });
  await sendEmail({ to: user.email, ...message });
}
