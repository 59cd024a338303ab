import { MSG } from '@skillway/shared';
import { resetPassword, resetPurpose } from '../../core/people/auth/reset-password';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Both flows: the emailed link (isResetPassword 1) and the first sign-in with a temporary password (0). */
export const handler = defineHandler('auth.resetPassword', async ({ body }) => {
  await resetPassword({
    email: body.email,
    token: body.token,
    password: body.password,
    purpose: resetPurpose(body.isResetPassword),
  });
  return { message: MSG.PASSWORD_RESET };
});
