import type { TLanguage } from '@skillway/shared/constants/languages';
import { textsIn } from '../../i18n/server-texts';
import { renderEmail, type TRenderedEmail } from './layout';

export function passwordResetEmail(input: {
  firstName: string;
  link: string;
  validMinutes: number;
  /** The user's language (their own, else their company's default). */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { firstName, validMinutes } = input;
  return renderEmail({
    language: input.language,
    subject: i18n._('Reset your Skillway password'),
    greeting: i18n._('Hello {firstName},', { firstName }),
    paragraphs: [
      i18n._('We received a request to reset the password of your Skillway account.'),
      i18n._(
        'The link below works once and for {validMinutes} minutes. If you did not ask for it, you can ignore this email: your password stays as it is.',
        { validMinutes },
      ),
    ],
    action: { label: i18n._('Reset Password'), url: input.link },
  });
}
