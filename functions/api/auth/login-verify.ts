import { callerAddress } from '../../core/people/auth/caller-address';
import { deviceCookie } from '../../core/people/auth/device-cookie';
import { sessionWithRefreshCookie } from '../../core/people/auth/refresh-cookie';
import { verifySignIn } from '../../core/people/auth/sign-in-second-step';
import { defineHandler } from '../../core/platform/http/define-handler';

/** The sign-in's second step: a code or a recovery code; the session and its cookies as /login gives them. */
export const handler = defineHandler('auth.loginVerify', async ({ body, event, log }) => {
  const { session, email } = await verifySignIn(
    { ...body, address: callerAddress(event), cookies: event.cookies },
    log,
  );
  return sessionWithRefreshCookie(session, [deviceCookie(email)]);
});
