import type { TUserItem } from '../db/types';

/** Epoch seconds, the unit of JWT `iat` and of the user's cut-offs. */
export function nowSeconds(now = Date.now()): number {
  return Math.floor(now / 1000);
}

/**
 * A token is refused when its `iat` (whole seconds) is at or before the cut-off, so a token issued in the same
 * second as a password change or logout is refused too. The price: a sign-in within that same second must wait
 * for the next one, which this does (at most a second, and only right after an invalidation).
 */
export async function waitPastCutoff(
  user: Pick<TUserItem, 'tokens_valid_after' | 'refresh_valid_after'>,
  now = Date.now(),
): Promise<void> {
  const cutoff = Math.max(user.tokens_valid_after ?? 0, user.refresh_valid_after ?? 0);
  // 50 ms margin for clock skew between this function and the identity provider.
  const waitMs = (cutoff + 1) * 1000 + 50 - now;
  if (waitMs > 0 && waitMs <= 2000) await new Promise((resolve) => setTimeout(resolve, waitMs));
}
