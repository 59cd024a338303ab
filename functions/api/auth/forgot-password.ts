import { MSG } from '@skillway/shared';
import { requestPasswordReset } from '../../core/people/auth/request-password-reset';
import { defineHandler } from '../../core/platform/http/define-handler';

/** The same answer whether or not the address has an account. */
export const handler = defineHandler('auth.forgotPassword', async ({ body, log }) => {
  await requestPasswordReset(body.email, log);
  return { message: MSG.RESET_EMAIL_SENT };
});
