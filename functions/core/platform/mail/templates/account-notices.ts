import type { TLanguage } from '@skillway/shared/constants/languages';
import { textsIn } from '../../i18n/server-texts';
import { renderEmail, type TRenderedEmail } from './layout';

/** To the new address: the link that makes the change. */
export function emailChangeConfirmEmail(input: {
  firstName: string;
  newEmail: string;
  link: string;
  validHours: number;
  /** The user's language (their own, else their company's default). */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { firstName, newEmail, validHours } = input;
  return renderEmail({
    language: input.language,
    subject: i18n._('Confirm your new Skillway email address'),
    greeting: i18n._('Hello {firstName},', { firstName }),
    paragraphs: [
      i18n._('Someone signed in to your Skillway account asked to change its email address to {newEmail}.', {
        newEmail,
      }),
      i18n._(
        'Follow the link below within {validHours} hours to make the change. If it was not you, ignore this email: nothing changes.',
        { validHours },
      ),
    ],
    action: { label: i18n._('Confirm Email Address'), url: input.link },
  });
}

/** To the old address: a change was asked for (by the user) or made (by an administrator). */
export function emailChangeNoticeEmail(input: {
  firstName: string;
  newEmail: string;
  by: 'self' | 'administrator';
  loginLink: string;
  /** The user's language (their own, else their company's default). */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { firstName, newEmail } = input;
  const what =
    input.by === 'self'
      ? i18n._(
          "A change of your Skillway account's email address to {newEmail} was asked for. It happens only when the link sent to that address is followed.",
          { newEmail },
        )
      : i18n._(
          "Your company's administrator changed your Skillway account's email address to {newEmail}. Sign in with that address from now on.",
          { newEmail },
        );
  return renderEmail({
    language: input.language,
    subject:
      input.by === 'self'
        ? i18n._('Your Skillway email address is about to change')
        : i18n._('Your Skillway email address has changed'),
    greeting: i18n._('Hello {firstName},', { firstName }),
    paragraphs: [what, i18n._('If you did not expect this, change your password and tell your administrator at once.')],
    action: { label: i18n._('Log In'), url: input.loginLink },
  });
}

/** To an address someone tried to register a new company with: it already has an account. */
export function registrationAttemptEmail(input: {
  firstName: string;
  loginLink: string;
  resetLink: string;
  /** The address owner's language (their own, else their company's default). */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { firstName, loginLink } = input;
  return renderEmail({
    language: input.language,
    subject: i18n._('Someone tried to sign up to Skillway with your email address'),
    greeting: i18n._('Hello {firstName},', { firstName }),
    paragraphs: [
      i18n._(
        'Someone just tried to start a new Skillway company with this email address. It already belongs to your account, so nothing was created.',
      ),
      i18n._(
        'If it was you, sign in instead ({loginLink}). If you have forgotten your password you can reset it. If it was not you, you need do nothing: your account is unchanged.',
        { loginLink },
      ),
    ],
    action: { label: i18n._('Reset Password'), url: input.resetLink },
  });
}

/** To a held company's registering address, asked for again: the link that verifies it and releases the held mail. */
export function verifyAddressEmail(input: {
  firstName: string;
  companyName: string;
  link: string;
  validDays: number;
  /** The registering administrator's language (their own, else their company's default). */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { firstName, companyName, validDays } = input;
  return renderEmail({
    language: input.language,
    subject: i18n._('Verify your Skillway email address'),
    greeting: i18n._('Hello {firstName},', { firstName }),
    paragraphs: [
      i18n._('Follow the link below within {validDays} days to verify this address for {companyName}.', {
        validDays,
        companyName,
      }),
      i18n._(
        'Until it is verified, the emails your company sends to its staff (welcome emails, notifications, reports) are held. They go out as soon as you follow the link.',
      ),
    ],
    action: { label: i18n._('Verify Email Address'), url: input.link },
  });
}
