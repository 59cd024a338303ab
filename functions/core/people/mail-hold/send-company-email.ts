import { baseLogger } from '../../platform/http/logger';
import { sendEmail, type TEmail } from '../../platform/mail/send-email';
import { findCompany } from '../companies/company-repository';
import { holdMail } from './held-mail-repository';
import { holdsMailTo, type TMailHold } from './mail-hold-rule';

export interface TCompanyEmailOptions {
  /** ISO time a link in the mail dies: a mail held past it is dropped at release instead of sent dead. */
  expiresAt?: string;
}

/**
 * The one way a company's mail goes out. While the company is held (self-registered, its administrator's address not
 * yet verified) mail to any other address is stored instead and sent when the hold is lifted, so nobody can use a
 * fresh sign-up to mail people in someone else's name; the caller carries on as if it was sent. Pass the company
 * when it is at hand (a read company stays valid: a hold is only ever lifted, and the store re-checks it), else its
 * id. A company that does not exist (the platform's own) holds nothing.
 */
export async function sendCompanyEmail(
  company: string | TMailHold | undefined,
  email: TEmail,
  options: TCompanyEmailOptions = {},
): Promise<'sent' | 'held'> {
  const found = typeof company === 'string' ? await findCompany(company) : company;
  if (found && holdsMailTo(found, email.to) && (await holdMail(found.company_id, email, options.expiresAt))) {
    baseLogger().info('mail held until the administrator verifies', {
      company_id: found.company_id,
      subject: email.subject,
    });
    return 'held';
  }
  await sendEmail(email);
  return 'sent';
}
