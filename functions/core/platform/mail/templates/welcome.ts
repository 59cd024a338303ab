import { renderEmail, type TRenderedEmail } from './layout';

/** The welcome email an administrator sends to a company user: a link to choose their password, then sign in. */
export function welcomeEmail(input: {
  firstName: string;
  companyName: string;
  email: string;
  setPasswordLink: string;
  loginLink: string;
  validDays: number;
}): TRenderedEmail {
  return renderEmail({
    subject: `Welcome to Skillway: your ${input.companyName} training account`,
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `${input.companyName} has set up a Skillway account for you, so you can take the training courses assigned to you.`,
      `Your sign-in email address is ${input.email}. Please follow the link below to choose your password.`,
      `The link works once and for ${input.validDays} days. After that you can sign in at ${input.loginLink}, or ask for a new link with "Forgot Password".`,
    ],
    action: { label: 'Set Your Password', url: input.setPasswordLink },
  });
}
