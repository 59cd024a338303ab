import { REFRESH_REUSE_GRACE_SECONDS } from '@skillway/shared';
import { safeEqual } from '../../platform/crypto/tokens';
import type { TRefreshSessionItem } from '../../platform/db/entities/refresh-session';

/**
 * What a refresh does with the nonce it presents (hashes compared):
 * - `rotate`: the current nonce, and no rotation in the last grace: a new nonce replaces it.
 * - `current`: the current nonce within the grace of the last rotation: answered as it is, not rotated again, so
 *   a request still carrying the nonce before it (sent before that rotation) is in the grace too.
 * - `previous`: the nonce the last rotation replaced, within its grace: answered with the current one.
 * - `reuse`: anything else (the replaced nonce after the grace, an older one, a wrong one next to a real refresh
 *   token). Someone else holds this cookie: the session ends.
 */
export type TRotationStep = 'rotate' | 'current' | 'previous' | 'reuse';

export function rotationStep(
  session: Pick<TRefreshSessionItem, 'nonce_hash' | 'previous_nonce_hash' | 'rotated_at'>,
  presentedHash: string,
  nowMs: number,
): TRotationStep {
  // A rotation stamped ahead of this clock (another instance's) counts as just now.
  const inGrace = session.rotated_at !== undefined && nowMs - session.rotated_at < REFRESH_REUSE_GRACE_SECONDS * 1000;
  if (safeEqual(presentedHash, session.nonce_hash)) return inGrace ? 'current' : 'rotate';
  if (inGrace && session.previous_nonce_hash !== undefined && safeEqual(presentedHash, session.previous_nonce_hash)) {
    return 'previous';
  }
  return 'reuse';
}
