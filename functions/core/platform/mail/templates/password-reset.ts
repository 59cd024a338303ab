import { renderEmail, type TRenderedEmail } from './layout';

export function passwordResetEmail(input: { firstName: string; link: string; validMinutes: number }): TRenderedEmail {
  return renderEmail({
    subject: 'Reset your Skillway password',
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      'We received a request to reset the password of your Skillway account.',
      `The link below works once and for ${input.validMinutes} minutes. If you did not ask for it, you can ignore this email: your password stays as it is.`,
    ],
    action: { label: 'Reset Password', url: input.link },
  });
}
