import { callerAddress } from '../../core/people/auth/caller-address';
import { deviceCookie, isKnownDevice } from '../../core/people/auth/device-cookie';
import { sessionWithRefreshCookie } from '../../core/people/auth/refresh-cookie';
import { signIn } from '../../core/people/auth/sign-in';
import { defineHandler } from '../../core/platform/http/define-handler';

/**
 * Sign-in: the refresh token goes to its HttpOnly cookie (refresh-cookie.ts), and the browser gets (or renews) the
 * account's device cookie (device-cookie.ts).
 */
export const handler = defineHandler('auth.login', async ({ body, event, log }) => {
  const session = await signIn(
    {
      email: body.email,
      password: body.password,
      address: callerAddress(event),
      knownDevice: isKnownDevice(event.cookies, body.email),
    },
    log,
  );
  return sessionWithRefreshCookie(session, [deviceCookie(body.email)]);
});
