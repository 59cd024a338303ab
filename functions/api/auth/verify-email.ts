import { verifyEmail } from '../../core/people/auth/email-verification';
import { config } from '../../core/platform/config';
import { defineHandler } from '../../core/platform/http/define-handler';
import { redirect } from '../../core/platform/http/responses';

/** Opened from the registration email in a browser, so it answers with a redirect to the sign-in page. */
export const handler = defineHandler('auth.verifyEmail', async ({ query }) => {
  const verified = await verifyEmail(query);
  return redirect(`${config.appUrl}/login?verified=${verified ? 1 : 0}`);
});
