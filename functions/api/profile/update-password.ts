import { MSG } from '@skillway/shared';
import { changePassword } from '../../core/people/auth/change-password';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Every token issued so far stops working, this one included: the web signs out and sends the user to /login. */
export const handler = defineHandler('profile.updatePassword', async ({ auth, body, event }) => {
  await changePassword(auth, { ...body, address: event.requestContext.http.sourceIp });
  return { message: MSG.PASSWORD_UPDATED };
});
