import { MSG } from '@skillway/shared';
import { signOut } from '../../core/people/auth/sign-out';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('auth.logout', async ({ auth }) => {
  await signOut(auth);
  return { message: MSG.LOGGED_OUT };
});
