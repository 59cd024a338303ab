import { confirmEmailChange } from '../../core/people/auth/email-change';
import { config } from '../../core/platform/config';
import { defineHandler } from '../../core/platform/http/define-handler';
import { redirect } from '../../core/platform/http/responses';

/** Opened from the email sent to the new address, in a browser: the change, then the sign-in page saying how it went. */
export const handler = defineHandler('auth.confirmEmailChange', async ({ query }) => {
  const changed = await confirmEmailChange(query);
  return redirect(`${config.appUrl}/login?email_changed=${changed ? 1 : 0}`);
});
