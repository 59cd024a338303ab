import { callerAddress } from '../../core/people/auth/caller-address';
import { throttleRegistration } from '../../core/people/auth/request-throttle';
import { sessionWithRefreshCookie } from '../../core/people/auth/refresh-cookie';
import { openSession } from '../../core/people/auth/sign-in';
import { registerCompany } from '../../core/workflows/register-company';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Creates the company and its administrator, then signs them in at once (201 with a session). Throttled first. */
export const handler = defineHandler('auth.register', async ({ body, event }) => {
  await throttleRegistration(body.email, callerAddress(event));
  const { user } = await registerCompany(body);
  return sessionWithRefreshCookie(await openSession(user, body.password));
});
