import { presentedRefreshCredential, refreshCookie, refusedRefresh } from '../../core/people/auth/refresh-cookie';
import { refreshSession } from '../../core/people/auth/refresh-session';
import { AppError, isAppError } from '../../core/platform/http/app-error';
import { defineHandler } from '../../core/platform/http/define-handler';
import { withCookies } from '../../core/platform/http/responses';

/**
 * A new access token and the next refresh cookie for the refresh cookie (a browser), or for the body's copy of its
 * value (an API client). A refusal clears the cookie.
 */
export const handler = defineHandler('auth.refresh', async ({ body, event, log, requestId }) => {
  try {
    const credential = presentedRefreshCredential(event.cookies, body.refresh_token);
    if (!credential) throw new AppError('UNAUTHENTICATED');
    const refreshed = await refreshSession(credential, log);
    return withCookies(refreshed.answer, [refreshCookie(refreshed.cookieValue, refreshed.expiresAt)]);
  } catch (error) {
    if (isAppError(error) && error.code === 'UNAUTHENTICATED') return refusedRefresh(error, requestId);
    throw error;
  }
});
