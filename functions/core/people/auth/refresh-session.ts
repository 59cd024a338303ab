import type * as z from 'zod/mini';
import type { ZRefreshResponse } from '@skillway/shared';
import { config } from '../../platform/config';
import { AppError } from '../../platform/http/app-error';
import type { TLog } from '../../platform/http/logger';
import { findUser } from '../users/user-repository';
import { refreshTokens } from '../../platform/auth/identity-provider';
import { decodeJwtPayload, readTokenClaims, type TTokenClaims } from '../../platform/auth/token-claims';
import type { TRefreshCredential } from './refresh-credential';
import { rotateRefreshSession } from './refresh-rotation';

/**
 * When the session behind a refresh token began. AWS keeps the original sign-in's `auth_time` in refreshed ID
 * tokens; cognito-local stamps every token with the current time, but its refresh token is a JWT whose `iat`
 * is the sign-in time, so that is read locally.
 */
function sessionStartedAt(refreshToken: string, claims: TTokenClaims): number | undefined {
  if (config.isLocal) {
    const iat = decodeJwtPayload(refreshToken)?.iat;
    return typeof iat === 'number' ? iat : undefined;
  }
  return claims.authTime;
}

export interface TRefreshed {
  answer: z.input<typeof ZRefreshResponse>;
  /** The refresh cookie's next value, and when it expires (epoch seconds). */
  cookieValue: string;
  expiresAt: number;
}

/**
 * A new ID token for a refresh cookie, unless the session was ended since it began (logout, password change)
 * or the user is gone or archived: then 401 and the web signs out. Last, the cookie's nonce is rotated; a nonce used
 * again after its grace ends the session (refresh-rotation.ts). The refresh token's own ID token names the owner.
 */
export async function refreshSession(credential: TRefreshCredential, log: TLog): Promise<TRefreshed> {
  const tokens = await refreshTokens(credential.refreshToken);
  if (!tokens) throw new AppError('UNAUTHENTICATED');
  // Straight from Cognito over TLS in this call, so decoding without verifying is safe here.
  const claims = readTokenClaims(decodeJwtPayload(tokens.idToken));
  if (!claims) throw new AppError('UNAUTHENTICATED');
  const user = await findUser(claims.companyId, claims.userId, true);
  if (!user || user.is_archived === 1 || user.is_reset_default_password === 0) throw new AppError('UNAUTHENTICATED');
  const startedAt = sessionStartedAt(credential.refreshToken, claims);
  const cutoff = user.refresh_valid_after ?? 0;
  if (startedAt === undefined || startedAt <= cutoff) throw new AppError('UNAUTHENTICATED');
  const rotation = await rotateRefreshSession({ companyId: claims.companyId, userId: claims.userId }, credential);
  if (rotation.kind === 'reused') {
    log.warn('refresh cookie used again after its rotation: the session is ended', {
      company_id: claims.companyId,
      user_id: claims.userId,
    });
  }
  if (rotation.kind !== 'granted') throw new AppError('UNAUTHENTICATED');
  return {
    answer: { access_token: tokens.idToken, token_type: 'Bearer', expires_in: tokens.expiresIn },
    cookieValue: rotation.cookieValue,
    expiresAt: rotation.expiresAt,
  };
}
