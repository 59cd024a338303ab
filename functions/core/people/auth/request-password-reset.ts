import { PASSWORD_RESET_TOKEN_TTL_SECONDS } from '@skillway/shared';
import { config } from '../../platform/config';
import type { TLog } from '../../platform/http/logger';
import { recipientLanguage } from '../../platform/i18n/server-texts';
import { passwordResetEmail } from '../../platform/mail/templates/password-reset';
import { sendCompanyEmail } from '../mail-hold/send-company-email';
import { findActiveUserByEmail } from './email-owner';
import { issueResetToken } from './reset-token';
import { findCompany } from '../companies/company-repository';
import { passwordRefusedBySso } from '../sso/enforcement';

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
  // Enforced single sign-on: the user's way in is the IdP (whose own reset applies), so no link is sent; the answer
  // is the same as ever, and the login page's email step sends them to Continue with SSO.
  const company = await findCompany(user.company_id);
  if (passwordRefusedBySso(user, company)) {
    log.info('password reset not sent: the company enforces single sign-on', { user_id: user.user_id });
    return;
  }
  const nowMs = Date.now();
  const token = await issueResetToken(user, 'forgot', nowMs);
  const message = passwordResetEmail({
    firstName: user.first_name,
    link: passwordResetLink(user.email, token),
    validMinutes: Math.round(PASSWORD_RESET_TOKEN_TTL_SECONDS / 60),
    language: recipientLanguage(user, company),
  });
  // A held company's other users wait like its other mail; its administrator's own reset goes at once.
  await sendCompanyEmail(
    user.company_id,
    { to: user.email, ...message },
    { expiresAt: new Date(nowMs + PASSWORD_RESET_TOKEN_TTL_SECONDS * 1000).toISOString() },
  );
}
