import { verifyEmail } from '../../core/auth/email-verification';
import { config } from '../../core/config';
import { defineHandler } from '../../core/http/define-handler';
import { redirect } from '../../core/http/responses';

/** Opened from the registration email in a browser, so it answers with a redirect to the sign-in page. */
export const handler = defineHandler('auth.verifyEmail', async ({ query }) => {
  const verified = await verifyEmail(query);
  return redirect(`${config.appUrl}/login?verified=${verified ? 1 : 0}`);
});
