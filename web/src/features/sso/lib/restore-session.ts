import type { QueryClient } from '@tanstack/react-query';
import type { TAuthUser } from '@skillway/shared';
import { api, clearSession, getSession, setSession } from '../../../api';
import { profileQueryOptions } from '../../profile/api/queries';

/**
 * Held while the access token reads the user's profile: the client only sends a token that belongs to a session.
 * It lives for one request, on a screen drawn logged out (the route is onlyLoggedOut), and is replaced by the user.
 */
const PENDING_USER: TAuthUser = {
  id: '',
  first_name: '',
  last_name: '',
  email: '',
  role_id: 0,
  company_id: '',
  is_reset_default_password: 1,
  user_token: '',
};

let restoring: Promise<TAuthUser> | null = null;

/**
 * After the identity provider, the API's callback has set the refresh cookie exactly as a password sign-in does;
 * the session is then restored as a reload restores it: the refresh call gives the access token, and the profile
 * gives the user (kept as the session's user, as the login answer's is). Once per page load: a second refresh at
 * the same time would send the cookie's one-time value twice, which the server reads as a stolen cookie.
 */
export function restoreSsoSession(queryClient: QueryClient): Promise<TAuthUser> {
  restoring ??= (async () => {
    try {
      const { access_token } = await api('auth.refresh', { body: {} });
      setSession({ access_token, user: PENDING_USER });
      const profile = await queryClient.fetchQuery(profileQueryOptions());
      const user: TAuthUser = {
        id: profile.id,
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: profile.email,
        role_id: profile.role_id,
        company_id: profile.company?.id ?? '',
        is_reset_default_password: profile.is_reset_default_password,
        // Only the default-password flow reads it; a single sign-on user has no password to choose.
        user_token: '',
      };
      setSession({ access_token: getSession()?.access_token || access_token, user });
      return user;
    } catch (error) {
      clearSession();
      queryClient.removeQueries({ queryKey: profileQueryOptions().queryKey });
      throw error;
    }
  })();
  return restoring;
}

/** Tests start each page load afresh. */
export function forgetSsoRestore(): void {
  restoring = null;
}
