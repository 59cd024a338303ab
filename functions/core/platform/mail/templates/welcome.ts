import type { TLanguage } from '@skillway/shared/constants/languages';
import { textsIn } from '../../i18n/server-texts';
import { renderEmail, type TRenderedEmail } from './layout';

/** The welcome email an administrator sends to a company user: a link to choose their password, then sign in. */
export function welcomeEmail(input: {
  firstName: string;
  companyName: string;
  email: string;
  setPasswordLink: string;
  loginLink: string;
  validDays: number;
  /** The new user's language (their own, else their company's default). */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { companyName, firstName, email, validDays, loginLink } = input;
  return renderEmail({
    language: input.language,
    subject: i18n._('Welcome to Skillway: your {companyName} training account', { companyName }),
    greeting: i18n._('Hello {firstName},', { firstName }),
    paragraphs: [
      i18n._(
        '{companyName} has set up a Skillway account for you, so you can take the training courses assigned to you.',
        { companyName },
      ),
      i18n._('Your sign-in email address is {email}. Please follow the link below to choose your password.', {
        email,
      }),
      i18n._(
        'The link works once and for {validDays} days. After that you can sign in at {loginLink}, or ask for a new link with "Forgot Password".',
        { validDays, loginLink },
      ),
    ],
    action: { label: i18n._('Set Your Password'), url: input.setPasswordLink },
  });
}
