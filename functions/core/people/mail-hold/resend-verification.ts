import { MSG } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import { recipientLanguage } from '../../platform/i18n/server-texts';
import { verifyAddressEmail } from '../../platform/mail/templates/account-notices';
import { EMAIL_VERIFICATION_VALID_DAYS, emailVerificationLink } from '../auth/email-verification';
import { throttleVerificationResend } from '../auth/request-throttle';
import { findCompany } from '../companies/company-repository';
import { findUser } from '../users/user-repository';
import { isMailHeld } from './mail-hold-rule';
import { sendCompanyEmail } from './send-company-email';

/**
 * The verification email again, for a held company whose first one was lost or has expired: to the address the
 * company registered with (any of its administrators may ask; the link only ever goes there), at most
 * VERIFICATION_RESEND_THROTTLE an hour. 409 when there is nothing to verify: the hold is lifted, or the registering
 * administrator's account no longer has the address the hold names (the link would not lift it).
 */
export async function resendVerification(companyId: string): Promise<void> {
  const company = await findCompany(companyId);
  if (!company || !isMailHeld(company) || !company.mail_hold_user_id)
    throw new AppError('CONFLICT', MSG.ALREADY_VERIFIED);
  const owner = await findUser(company.company_id, company.mail_hold_user_id);
  if (!owner || owner.is_archived === 1 || owner.email.toLowerCase() !== company.mail_hold_email) {
    throw new AppError('CONFLICT', MSG.ALREADY_VERIFIED);
  }
  await throttleVerificationResend(company.company_id);
  const message = verifyAddressEmail({
    firstName: owner.first_name,
    companyName: company.company_name,
    link: emailVerificationLink(owner),
    validDays: EMAIL_VERIFICATION_VALID_DAYS,
    language: recipientLanguage(owner, company),
  });
  // The registering address itself: the gate never holds it.
  await sendCompanyEmail(company, { to: owner.email, ...message });
}
