import { revokeRefreshToken } from '../../platform/auth/identity-provider';
import { nowSeconds } from '../../platform/auth/token-cutoff';
import { randomToken, sha256Hex } from '../../platform/crypto/tokens';
import { USER_POOL_DEFINITION } from '../../platform/definitions/user-pool';
import { formatRefreshCredential, type TRefreshCredential } from './refresh-credential';
import { sealNonce, unsealNonce } from './refresh-nonce-seal';
import { rotationStep } from './refresh-rotation-rule';
import {
  deleteRefreshSession,
  putRefreshSession,
  readRefreshSession,
  replaceNonce,
  type TRefreshSessionKey,
} from './refresh-session-repository';

/**
 * Refresh-token rotation with reuse detection, in our own layer: cognito-local never rotates refresh tokens and
 * Cognito only when the client asks, so the same rule holds on both. Each sign-in's cookie carries the Cognito
 * refresh token and a one-time nonce; each refresh trades the nonce for a new one (refresh-rotation-rule.ts). A nonce
 * presented again after its grace means two holders of one cookie, and the session ends for both.
 */

/** Cognito's refresh token validity (auth-stack.ts, bootstrap-user-pool.ts): the session cannot outlive the token. */
const REFRESH_TOKEN_SECONDS = USER_POOL_DEFINITION.refreshTokenDays * 24 * 60 * 60;

/** Of a rotation that never settles (it cannot: a lost race reads the winner's rotation, inside its grace). */
const MAX_ATTEMPTS = 3;

export type TRotationOutcome =
  | { kind: 'granted'; cookieValue: string; expiresAt: number }
  /** No session: expired, logged out, ended, or a cookie from before rotation. */
  | { kind: 'gone' }
  /** The cookie was used by someone else: the session is ended and its refresh token revoked. */
  | { kind: 'reused' };

function sessionKey(owner: { companyId: string; userId: string }, refreshToken: string): TRefreshSessionKey {
  return { company_id: owner.companyId, user_id: owner.userId, token_hash: sha256Hex(refreshToken) };
}

/**
 * A new sign-in's session: the refresh cookie's value. A single sign-on's session also names the connection it came
 * through (`ssoConnectionId`), for logout's offer of the IdP's own logout.
 */
export async function beginRefreshSession(
  owner: { companyId: string; userId: string },
  refreshToken: string,
  nowMs = Date.now(),
  ssoConnectionId?: string,
): Promise<string> {
  const nonce = randomToken();
  await putRefreshSession({
    ...sessionKey(owner, refreshToken),
    nonce_hash: sha256Hex(nonce),
    ttl: nowSeconds(nowMs) + REFRESH_TOKEN_SECONDS,
    ...(ssoConnectionId ? { sso_connection_id: ssoConnectionId } : {}),
  });
  return formatRefreshCredential({ refreshToken, nonce });
}

/**
 * One refresh's step, for the owner the refresh token's own ID token names. Every grant answers the session's
 * current nonce, so whichever of two concurrent answers the browser keeps last, it holds the current cookie.
 */
export async function rotateRefreshSession(
  owner: { companyId: string; userId: string },
  credential: TRefreshCredential,
  now: () => number = Date.now,
): Promise<TRotationOutcome> {
  const key = sessionKey(owner, credential.refreshToken);
  const presentedHash = sha256Hex(credential.nonce);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const session = await readRefreshSession(key);
    // DynamoDB's TTL deletes late; the refresh token has expired at `ttl` all the same.
    if (!session || session.ttl <= nowSeconds(now())) return { kind: 'gone' };
    const grant = (nonce: string): TRotationOutcome => ({
      kind: 'granted',
      cookieValue: formatRefreshCredential({ refreshToken: credential.refreshToken, nonce }),
      expiresAt: session.ttl,
    });
    const step = rotationStep(session, presentedHash, now());
    if (step === 'current') return grant(credential.nonce);
    if (step === 'previous' && session.sealed_nonce) return grant(unsealNonce(session.sealed_nonce, credential.nonce));
    if (step === 'rotate') {
      const next = randomToken();
      const rotated = await replaceNonce(key, presentedHash, {
        nonce_hash: sha256Hex(next),
        sealed_nonce: sealNonce(next, credential.nonce),
        rotated_at: now(),
      });
      if (rotated) return grant(next);
      // Another request with this nonce rotated first: read again, and find this one in the grace of that rotation.
      continue;
    }
    await endReusedSession(key, credential.refreshToken);
    return { kind: 'reused' };
  }
  throw new Error(`refresh session changed under ${MAX_ATTEMPTS} attempts to rotate it`);
}

/**
 * Our item goes first (without it no cookie of the session refreshes); then Cognito revokes the refresh token itself,
 * so it cannot be traded for ID tokens by any route.
 */
async function endReusedSession(key: TRefreshSessionKey, refreshToken: string): Promise<void> {
  await deleteRefreshSession(key);
  await revokeRefreshToken(refreshToken);
}
