import { MSG } from '@skillway/shared';
import {
  clearedRefreshCookie,
  clearedSsoSessionCookie,
  presentedSsoSession,
} from '../../core/people/auth/refresh-cookie';
import { signOut } from '../../core/people/auth/sign-out';
import { idpLogoutOffer } from '../../core/people/sso/idp-logout';
import { defineHandler } from '../../core/platform/http/define-handler';
import { withCookies } from '../../core/platform/http/responses';

/**
 * Ends the product session, then (for a session an OpenID Connect sign-in opened in this browser, named by the
 * skillway_sso_session cookie) offers the IdP's own logout: people/sso/idp-logout.ts.
 */
export const handler = defineHandler('auth.logout', async ({ auth, event, log }) => {
  const { ssoConnectionId } = await signOut(auth, presentedSsoSession(event.cookies));
  const offer = ssoConnectionId ? await idpLogoutOffer(auth.companyId, ssoConnectionId, log) : undefined;
  return withCookies({ message: MSG.LOGGED_OUT, ...offer }, [clearedRefreshCookie(), clearedSsoSessionCookie()]);
});
