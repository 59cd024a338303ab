import { callerAddress } from '../../core/people/auth/caller-address';
import { deviceCookie } from '../../core/people/auth/device-cookie';
import { sessionWithRefreshCookie } from '../../core/people/auth/refresh-cookie';
import { confirmSignInSetup } from '../../core/people/auth/sign-in-second-step';
import { defineHandler } from '../../core/platform/http/define-handler';

/** The forced setup's first code: two-step on, the session (as /login gives it) and the recovery codes. */
export const handler = defineHandler('auth.loginSetupConfirm', async ({ body, event, log }) => {
  const { session, email } = await confirmSignInSetup(
    { ...body, address: callerAddress(event), cookies: event.cookies },
    log,
  );
  return sessionWithRefreshCookie(session, [deviceCookie(email)]);
});
