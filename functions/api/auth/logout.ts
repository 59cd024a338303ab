import { MSG } from '@skillway/shared';
import { clearedRefreshCookie } from '../../core/people/auth/refresh-cookie';
import { signOut } from '../../core/people/auth/sign-out';
import { defineHandler } from '../../core/platform/http/define-handler';
import { withCookies } from '../../core/platform/http/responses';

export const handler = defineHandler('auth.logout', async ({ auth }) => {
  await signOut(auth);
  return withCookies({ message: MSG.LOGGED_OUT }, [clearedRefreshCookie()]);
});
