import { MSG } from '@skillway/shared';
import { config } from '../../platform/config';
import { AppError } from '../../platform/http/app-error';
import { recipientLanguage } from '../../platform/i18n/server-texts';
import { registrationAttemptEmail } from '../../platform/mail/templates/account-notices';
import { findCompany } from '../companies/company-repository';
import { sendCompanyEmail } from '../mail-hold/send-company-email';
import { findActiveUserByEmail } from './email-owner';

/** Whether a registration was refused because the address already has an account. */
export function isEmailTaken(error: unknown): boolean {
  return error instanceof AppError && (error.errors?.email ?? []).includes(MSG.EMAIL_TAKEN);
}

/**
 * Tells the owner of an address that someone tried to register with it. The answer to the caller still says the
 * address is taken (the spec signs a new administrator in at once, so it cannot pretend otherwise); the per-address
 * and per-email registration throttles bound how often anyone can ask, and the owner now hears of every try.
 *
 * The refused registration makes no company, so this is mail of the company the address already belongs to, and it
 * passes that company's gate: sent at once to a verified company's user and to a held company's registering
 * administrator, held for anyone else a held company added (nobody has told them of that account yet, and otherwise
 * an unverified company could add someone's address and then mail them by signing up with it).
 */
export async function noticeRegistrationAttempt(email: string): Promise<void> {
  const owner = await findActiveUserByEmail(email);
  if (!owner) return;
  const company = await findCompany(owner.company_id);
  await sendCompanyEmail(company, {
    to: owner.email,
    ...registrationAttemptEmail({
      firstName: owner.first_name,
      loginLink: `${config.appUrl}/login`,
      resetLink: `${config.appUrl}/forgot-password`,
      language: recipientLanguage(owner, company),
    }),
  });
}
