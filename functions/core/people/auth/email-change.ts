import { MSG } from '@skillway/shared';
import { authenticate, revokeRefreshToken } from '../../platform/auth/identity-provider';
import { config } from '../../platform/config';
import { sign, verifySignature } from '../../platform/crypto/signing';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { recipientLanguage } from '../../platform/i18n/server-texts';
import { emailChangeConfirmEmail, emailChangeNoticeEmail } from '../../platform/mail/templates/account-notices';
import { findCompany } from '../companies/company-repository';
import { sendCompanyEmail } from '../mail-hold/send-company-email';
import { changeUserEmail } from '../users/change-user-email';
import { emailTaken } from '../users/create-user';
import { findEmailOwner } from './email-owner';
import { userOfEmailedLink } from './email-verification';
import { loginRetryAfter, recordLoginFailure } from './login-throttle';

const PURPOSE = 'email-change';
const EMAIL_CHANGE_VALID_HOURS = 24;

type TUserRef = Pick<TUserItem, 'company_id' | 'user_id' | 'email'>;

/**
 * The link that makes a change of address, sent to the new one. Signed over the user, their current address, the
 * new one and the expiry: once the address has changed (by this link or otherwise) it no longer verifies, so it
 * works once.
 */
function emailChangeLink(user: TUserRef, newEmail: string, nowMs = Date.now()): { link: string; expiresAt: string } {
  const expSeconds = Math.floor(nowMs / 1000) + EMAIL_CHANGE_VALID_HOURS * 60 * 60;
  const exp = String(expSeconds);
  const sig = sign(PURPOSE, [user.company_id, user.user_id, user.email, newEmail, exp]);
  const query = new URLSearchParams({ cid: user.company_id, uid: user.user_id, email: newEmail, exp, sig });
  return {
    link: `${config.apiUrl}/v1/email/change?${query.toString()}`,
    expiresAt: new Date(expSeconds * 1000).toISOString(),
  };
}

/**
 * One's own change of address: the current password first (a stolen session alone cannot move the account to the
 * thief's address; wrong passwords count as failed sign-ins), then the confirmation link to the new address and a
 * notice to the old one. Nothing changes until the link is followed.
 */
export async function requestEmailChange(
  user: TUserItem,
  input: { newEmail: string; currentPassword: string | undefined; address: string },
): Promise<void> {
  const newEmail = input.newEmail.toLowerCase();
  if (!input.currentPassword)
    throw AppError.validation({ current_password: [MSG.EMAIL_CHANGE_NEEDS_PASSWORD] }, MSG.EMAIL_CHANGE_NEEDS_PASSWORD);
  const retryAfter = await loginRetryAfter(user.email, input.address);
  if (retryAfter !== undefined) throw AppError.tooManyRequests(retryAfter, MSG.TOO_MANY_ATTEMPTS);
  const check = await authenticate(user.user_id, input.currentPassword);
  if (!check) {
    await recordLoginFailure(user.email, input.address);
    throw AppError.validation({ current_password: [MSG.CURRENT_PASSWORD_WRONG] }, MSG.CURRENT_PASSWORD_WRONG);
  }
  if (check.refreshToken) await revokeRefreshToken(check.refreshToken);
  if (await findEmailOwner(newEmail)) throw emailTaken();

  const loginLink = `${config.appUrl}/login`;
  const { link, expiresAt } = emailChangeLink(user, newEmail);
  const company = await findCompany(user.company_id);
  const language = recipientLanguage(user, company);
  // The new address is not yet the account's: while the company is held, its confirmation waits like any other mail.
  await sendCompanyEmail(
    company,
    {
      to: newEmail,
      ...emailChangeConfirmEmail({
        firstName: user.first_name,
        newEmail,
        link,
        validHours: EMAIL_CHANGE_VALID_HOURS,
        language,
      }),
    },
    { expiresAt },
  );
  await sendCompanyEmail(company, {
    to: user.email,
    ...emailChangeNoticeEmail({ firstName: user.first_name, newEmail, by: 'self', loginLink, language }),
  });
}

/**
 * The link from the new address: when genuine, unexpired and still naming the user's current address, the change is
 * made (unique platform-wide, Cognito's attribute with it) and the new address counts as verified.
 */
export async function confirmEmailChange(
  input: { cid: string; uid: string; email: string; exp: string; sig: string },
  nowMs = Date.now(),
): Promise<boolean> {
  const user = await userOfEmailedLink(input, nowMs);
  if (!user) return false;
  const newEmail = input.email.toLowerCase();
  if (!verifySignature(PURPOSE, [user.company_id, user.user_id, user.email, newEmail, input.exp], input.sig))
    return false;
  try {
    await changeUserEmail(user, newEmail, { email_verified_at: new Date(nowMs).toISOString() });
  } catch (error) {
    // Taken meanwhile by someone else: the link cannot be honoured.
    if (error instanceof AppError) return false;
    throw error;
  }
  return true;
}

/** An administrator changed a user's address: the old address is told (the user may not know). */
export async function noticeAdministratorEmailChange(user: TUserItem, newEmail: string): Promise<void> {
  const company = await findCompany(user.company_id);
  await sendCompanyEmail(company, {
    to: user.email,
    ...emailChangeNoticeEmail({
      firstName: user.first_name,
      newEmail: newEmail.toLowerCase(),
      by: 'administrator',
      loginLink: `${config.appUrl}/login`,
      language: recipientLanguage(user, company),
    }),
  });
}
