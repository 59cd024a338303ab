import { renderEmail, type TRenderedEmail } from './layout';

export function registrationEmail(input: {
  firstName: string;
  companyName: string;
  trialDays: number;
  verifyLink: string;
  loginLink: string;
}): TRenderedEmail {
  return renderEmail({
    subject: 'Welcome to Skillway: please verify your email address',
    greeting: `Welcome to Skillway, ${input.firstName}!`,
    paragraphs: [
      `Your company ${input.companyName} is set up and its ${input.trialDays}-day free trial has started. No card is needed.`,
      'Please confirm that this is your email address by following the link below.',
      `You can sign in at any time at ${input.loginLink} to add your team, upload your own content and assign courses.`,
    ],
    action: { label: 'Verify Email Address', url: input.verifyLink },
  });
}
