import { MSG } from '@skillway/shared';
import { callerAddress } from '../../core/people/auth/caller-address';
import { throttlePasswordReset } from '../../core/people/auth/request-throttle';
import { requestPasswordReset } from '../../core/people/auth/request-password-reset';
import { defineHandler } from '../../core/platform/http/define-handler';

/** The same answer whether or not the address has an account (the throttle counts both alike). */
export const handler = defineHandler('auth.forgotPassword', async ({ body, event, log }) => {
  await throttlePasswordReset(body.email, callerAddress(event));
  await requestPasswordReset(body.email, log);
  return { message: MSG.RESET_EMAIL_SENT };
});
