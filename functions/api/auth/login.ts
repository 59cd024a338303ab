import { isTwoStepChallenge } from '@skillway/shared';
import { callerAddress } from '../../core/people/auth/caller-address';
import { deviceCookie, isKnownDevice } from '../../core/people/auth/device-cookie';
import { sessionWithRefreshCookie } from '../../core/people/auth/refresh-cookie';
import { signIn } from '../../core/people/auth/sign-in';
import { defineHandler } from '../../core/platform/http/define-handler';

/**
 * Sign-in: the refresh token goes to its HttpOnly cookie (refresh-cookie.ts), and the browser gets (or renews) the
 * account's device cookie (device-cookie.ts). A two-step challenge sets no cookie: those come with its second step.
 */
export const handler = defineHandler('auth.login', async ({ body, event, log }) => {
  const answer = await signIn(
    {
      email: body.email,
      password: body.password,
      address: callerAddress(event),
      knownDevice: isKnownDevice(event.cookies, body.email),
    },
    log,
  );
  if (isTwoStepChallenge(answer)) return answer;
  return sessionWithRefreshCookie(answer, [deviceCookie(body.email)]);
});
