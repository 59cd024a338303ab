import { callerAddress } from '../../core/people/auth/caller-address';
import { deviceCookie, isKnownDevice } from '../../core/people/auth/device-cookie';
import { signIn } from '../../core/people/auth/sign-in';
import { defineHandler } from '../../core/platform/http/define-handler';
import { withCookies } from '../../core/platform/http/responses';

/** Sign-in; a browser that signs in gets (or renews) the account's device cookie (device-cookie.ts). */
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
  return withCookies(session, [deviceCookie(body.email)]);
});
