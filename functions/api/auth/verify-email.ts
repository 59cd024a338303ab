import { verifyEmail } from '../../core/people/auth/email-verification';
import { config } from '../../core/platform/config';
import { defineHandler } from '../../core/platform/http/define-handler';
import { redirect } from '../../core/platform/http/responses';

/**
 * Opened from the registration email in a browser, so it answers with a redirect to the sign-in page, which says
 * whether it worked and, when this verification lifted the company's mail hold, that the held mail is on its way.
 */
export const handler = defineHandler('auth.verifyEmail', async ({ query }) => {
  const outcome = await verifyEmail(query);
  const search = new URLSearchParams({ verified: outcome === 'invalid' ? '0' : '1' });
  if (outcome === 'mail-released') search.set('mail_released', '1');
  return redirect(`${config.appUrl}/login?${search.toString()}`);
});
