/** The spec's rule: at least 8 characters with a lower case, an upper case and a special character. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_TEXT = 'At least 8 characters with 1 lower case, 1 upper case and 1 special character.';

export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('The password must be at least 8 characters.');
  if (!/[a-z]/.test(password)) problems.push('The password must contain a lower case letter.');
  if (!/[A-Z]/.test(password)) problems.push('The password must contain an upper case letter.');
  if (!/[^A-Za-z0-9]/.test(password)) problems.push('The password must contain a special character.');
  return problems;
}

/**
 * The one wording of choosing a password with a link (the forgotten-password and welcome emails' link, and a new
 * starter's temporary password): the spec's "Password reset" screen, its button, and its success message
 * (MSG.PASSWORD_RESET).
 */
export const RESET_PASSWORD_TEXT = {
  title: 'Reset Password',
  button: 'Reset Password',
  linkSubtitle: 'Choose a new password for your account.',
  temporarySubtitle: 'Your account was created with a temporary password. Please choose your own to continue.',
} as const;
