import { acceptLanguageTags, languageOf } from '@skillway/shared';
import { callerAddress } from '../../core/people/auth/caller-address';
import { isEmailTaken, noticeRegistrationAttempt } from '../../core/people/auth/registration-attempt';
import { throttleRegistration } from '../../core/people/auth/request-throttle';
import { sessionWithRefreshCookie } from '../../core/people/auth/refresh-cookie';
import { openSession } from '../../core/people/auth/sign-in';
import { registerCompany } from '../../core/workflows/register-company';
import { defineHandler } from '../../core/platform/http/define-handler';

/**
 * Creates the company and its administrator, then signs them in at once (201 with a session). Throttled first; an
 * address that already has an account is refused, and its owner is told someone tried. The sign-up carries no
 * language of its own: the registration email is in the first language of the request's Accept-Language the product
 * speaks (the browser's, which the sign-up page was shown in), else English.
 */
export const handler = defineHandler('auth.register', async ({ body, event }) => {
  await throttleRegistration(body.email, callerAddress(event));
  const language = languageOf(acceptLanguageTags(event.headers?.['accept-language']));
  const { user } = await registerCompany(body, { language }).catch(async (error: unknown) => {
    if (isEmailTaken(error)) await noticeRegistrationAttempt(body.email);
    throw error;
  });
  return sessionWithRefreshCookie(await openSession(user, body.password));
});
