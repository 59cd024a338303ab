import type { TLanguage } from '@skillway/shared/constants/languages';
import { textsIn } from '../../i18n/server-texts';
import { renderEmail, type TRenderedEmail } from './layout';

export function registrationEmail(input: {
  firstName: string;
  companyName: string;
  trialDays: number;
  verifyLink: string;
  loginLink: string;
  /** The registering administrator's language (their own, else the sign-up's, else English). */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { firstName, companyName, trialDays, loginLink } = input;
  return renderEmail({
    language: input.language,
    subject: i18n._('Welcome to Skillway: please verify your email address'),
    greeting: i18n._('Welcome to Skillway, {firstName}!', { firstName }),
    paragraphs: [
      i18n._(
        'Your company {companyName} is set up and its {trialDays}-day free trial has started. No card is needed.',
        { companyName, trialDays },
      ),
      i18n._('Please confirm that this is your email address by following the link below.'),
      i18n._(
        'You can sign in at any time at {loginLink} to add your team, upload your own content and assign courses.',
        { loginLink },
      ),
    ],
    action: { label: i18n._('Verify Email Address'), url: input.verifyLink },
  });
}
