import { presentedRefreshToken } from '../../core/people/auth/refresh-cookie';
import { refreshSession } from '../../core/people/auth/refresh-session';
import { AppError } from '../../core/platform/http/app-error';
import { defineHandler } from '../../core/platform/http/define-handler';

/** A new access token for the refresh cookie (a browser), or the body's refresh token (an API client). */
export const handler = defineHandler('auth.refresh', async ({ body, event }) => {
  const token = presentedRefreshToken(event.cookies, body.refresh_token);
  if (!token) throw new AppError('UNAUTHENTICATED');
  return refreshSession(token);
});
