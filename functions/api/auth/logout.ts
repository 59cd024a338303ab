import { MSG } from '@skillway/shared';
import { signOut } from '../../core/auth/sign-out';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('auth.logout', async ({ auth }) => {
  await signOut(auth);
  return { message: MSG.LOGGED_OUT };
});
