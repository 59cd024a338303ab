import type { TSession } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import type { TCognitoTokens } from '../../platform/auth/identity-provider';

/**
 * The login/register answer. Without tokens (a user who must first replace an administrator's temporary
 * password) the token fields are empty and `user_token` carries the one-time reset token instead. `refreshToken` is
 * the refresh cookie's value (sign-in.ts), which the handler moves out of the body into the cookie.
 */
export function presentSession(tokens: TCognitoTokens | null, user: TUserItem, userToken = ''): TSession {
  return {
    access_token: tokens?.idToken ?? '',
    refresh_token: tokens?.refreshToken ?? '',
    token_type: 'Bearer',
    expires_in: tokens?.expiresIn ?? 0,
    user: {
      id: user.user_id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      role_id: user.role_id,
      company_id: user.company_id,
      is_reset_default_password: user.is_reset_default_password,
      user_token: userToken,
    },
  };
}
