import { isTwoStepChallenge, MSG } from '@skillway/shared';
import { deviceCookie } from '../../core/people/auth/device-cookie';
import { sessionWithRefreshCookie } from '../../core/people/auth/refresh-cookie';
import { resetPassword, resetPurpose } from '../../core/people/auth/reset-password';
import { signInAfterReset } from '../../core/people/auth/sign-in';
import { defineHandler } from '../../core/platform/http/define-handler';

/**
 * Both flows: the emailed link (isResetPassword 1: forgotten password or the welcome email's set-password link) and
 * the first sign-in with a temporary password (0). The user is signed in with the new password, as /login answers:
 * a session with the refresh cookie, or the two-step challenge when their account needs the second step.
 */
export const handler = defineHandler('auth.resetPassword', async ({ body }) => {
  const user = await resetPassword({
    email: body.email,
    token: body.token,
    password: body.password,
    purpose: resetPurpose(body.isResetPassword),
  });
  const answer = await signInAfterReset(user, body.password);
  if (isTwoStepChallenge(answer)) return answer;
  return sessionWithRefreshCookie({ ...answer, message: MSG.PASSWORD_RESET }, [deviceCookie(user.email)]);
});
