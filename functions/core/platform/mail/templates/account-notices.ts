import { renderEmail, type TRenderedEmail } from './layout';

/** To the new address: the link that makes the change. */
export function emailChangeConfirmEmail(input: {
  firstName: string;
  newEmail: string;
  link: string;
  validHours: number;
}): TRenderedEmail {
  return renderEmail({
    subject: 'Confirm your new Skillway email address',
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `Someone signed in to your Skillway account asked to change its email address to ${input.newEmail}.`,
      `Follow the link below within ${input.validHours} hours to make the change. If it was not you, ignore this email: nothing changes.`,
    ],
    action: { label: 'Confirm Email Address', url: input.link },
  });
}

/** To the old address: a change was asked for (by the user) or made (by an administrator). */
export function emailChangeNoticeEmail(input: {
  firstName: string;
  newEmail: string;
  by: 'self' | 'administrator';
  loginLink: string;
}): TRenderedEmail {
  const what =
    input.by === 'self'
      ? `A change of your Skillway account's email address to ${input.newEmail} was asked for. It happens only when the link sent to that address is followed.`
      : `Your company's administrator changed your Skillway account's email address to ${input.newEmail}. Sign in with that address from now on.`;
  return renderEmail({
    subject:
      input.by === 'self'
        ? 'Your Skillway email address is about to change'
        : 'Your Skillway email address has changed',
    greeting: `Hello ${input.firstName},`,
    paragraphs: [what, 'If you did not expect this, change your password and tell your administrator at once.'],
    action: { label: 'Log In', url: input.loginLink },
  });
}

/** To an address someone tried to register a new company with: it already has an account. */
export function registrationAttemptEmail(input: {
  firstName: string;
  loginLink: string;
  resetLink: string;
}): TRenderedEmail {
  return renderEmail({
    subject: 'Someone tried to sign up to Skillway with your email address',
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      'Someone just tried to start a new Skillway company with this email address. It already belongs to your account, so nothing was created.',
      `If it was you, sign in instead (${input.loginLink}). If you have forgotten your password you can reset it. If it was not you, you need do nothing: your account is unchanged.`,
    ],
    action: { label: 'Reset Password', url: input.resetLink },
  });
}

/** To a held company's registering address, asked for again: the link that verifies it and releases the held mail. */
export function verifyAddressEmail(input: {
  firstName: string;
  companyName: string;
  link: string;
  validDays: number;
}): TRenderedEmail {
  return renderEmail({
    subject: 'Verify your Skillway email address',
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `Follow the link below within ${input.validDays} days to verify this address for ${input.companyName}.`,
      'Until it is verified, the emails your company sends to its staff (welcome emails, notifications, reports) are held. They go out as soon as you follow the link.',
    ],
    action: { label: 'Verify Email Address', url: input.link },
  });
}
