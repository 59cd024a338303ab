import { MSG } from '@skillway/shared';
import { callerAddress } from '../../core/people/auth/caller-address';
import { changePassword } from '../../core/people/auth/change-password';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Every token issued so far stops working, this one included: the web signs out and sends the user to /login. */
export const handler = defineHandler('profile.updatePassword', async ({ auth, body, event }) => {
  await changePassword(auth, { ...body, address: callerAddress(event) });
  return { message: MSG.PASSWORD_UPDATED };
});
