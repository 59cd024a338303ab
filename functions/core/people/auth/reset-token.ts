import { PASSWORD_RESET_TOKEN_TTL_SECONDS } from '@skillway/shared';
import { randomToken, safeEqual, sha256Hex } from '../../platform/crypto/tokens';
import type { TUserItem } from '../../platform/db/types';
import { updateUser } from '../users/user-repository';
import { findActiveUserByEmail } from './email-owner';

/**
 * One pending password reset token per user, stored only as a sha256 with its purpose and expiry:
 * `forgot` (the emailed link, isResetPassword=1) or `default` (the first sign-in with an administrator's
 * temporary password, isResetPassword=0). Issuing a new token replaces the old one.
 */
export type TResetPurpose = 'forgot' | 'default';

export async function issueResetToken(
  user: TUserItem,
  purpose: TResetPurpose,
  nowMs = Date.now(),
  /** A welcome email's set-password link lives longer than a forgotten-password link. */
  ttlSeconds = PASSWORD_RESET_TOKEN_TTL_SECONDS,
): Promise<string> {
  const token = randomToken();
  await updateUser(user.company_id, user.user_id, {
    reset_token_hash: sha256Hex(token),
    reset_token_purpose: purpose,
    reset_token_expires_at: new Date(nowMs + ttlSeconds * 1000).toISOString(),
  });
  return token;
}

/** True when the token is this user's pending one, for this purpose (if given), and not expired. */
export function tokenMatches(
  user: TUserItem,
  token: string,
  purpose: TResetPurpose | undefined,
  nowMs = Date.now(),
): boolean {
  if (!user.reset_token_hash || !user.reset_token_expires_at) return false;
  if (purpose && user.reset_token_purpose !== purpose) return false;
  if (Date.parse(user.reset_token_expires_at) <= nowMs) return false;
  return safeEqual(sha256Hex(token), user.reset_token_hash);
}

export async function findUserByResetToken(
  email: string,
  token: string,
  purpose?: TResetPurpose,
): Promise<TUserItem | undefined> {
  const user = await findActiveUserByEmail(email);
  return user && tokenMatches(user, token, purpose) ? user : undefined;
}
