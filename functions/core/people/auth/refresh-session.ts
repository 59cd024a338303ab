import type * as z from 'zod/mini';
import type { ZRefreshResponse } from '@skillway/shared';
import { config } from '../../platform/config';
import { AppError } from '../../platform/http/app-error';
import { findUser } from '../users/user-repository';
import { refreshTokens } from '../../platform/auth/identity-provider';
import { decodeJwtPayload, readTokenClaims, type TTokenClaims } from '../../platform/auth/token-claims';

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

/**
 * A new ID token for a refresh token, unless the session was ended since it began (logout, password change)
 * or the user is gone or archived: then 401 and the web signs out.
 */
export async function refreshSession(refreshToken: string): Promise<z.input<typeof ZRefreshResponse>> {
  const tokens = await refreshTokens(refreshToken);
  if (!tokens) throw new AppError('UNAUTHENTICATED');
  // Straight from Cognito over TLS in this call, so decoding without verifying is safe here.
  const claims = readTokenClaims(decodeJwtPayload(tokens.idToken));
  if (!claims) throw new AppError('UNAUTHENTICATED');
  const user = await findUser(claims.companyId, claims.userId, true);
  if (!user || user.is_archived === 1 || user.is_reset_default_password === 0) throw new AppError('UNAUTHENTICATED');
  const startedAt = sessionStartedAt(refreshToken, claims);
  const cutoff = user.refresh_valid_after ?? 0;
  if (startedAt === undefined || startedAt <= cutoff) throw new AppError('UNAUTHENTICATED');
  return { access_token: tokens.idToken, token_type: 'Bearer', expires_in: tokens.expiresIn };
}
