import { COMPANY_ID_CLAIM } from '../definitions/user-pool';

/** What the API needs from a verified Cognito ID token. */
export interface TTokenClaims {
  /** `cognito:username`: our user id (Cognito's `sub` is its own uuid, not ours). */
  userId: string;
  companyId: string;
  jti: string;
  /** Epoch seconds. */
  iat: number;
  exp: number;
  /** Epoch seconds of the original sign-in (kept across refreshes on AWS). */
  authTime: number | undefined;
}

type TRawClaims = Record<string, unknown>;

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** API Gateway passes numeric claims as strings; the local adapter may pass numbers. */
function asSeconds(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Reads the claims the authorizer verified. Anything but a complete ID token (an access token has no
 * company claim and no audience) yields null, which the middleware answers with 401.
 */
export function readTokenClaims(claims: TRawClaims | undefined | null): TTokenClaims | null {
  if (!claims) return null;
  if (claims.token_use !== 'id') return null;
  const userId = asString(claims['cognito:username']);
  const companyId = asString(claims[COMPANY_ID_CLAIM]);
  const jti = asString(claims.jti);
  const iat = asSeconds(claims.iat);
  const exp = asSeconds(claims.exp);
  if (!userId || !companyId || !jti || iat === undefined || exp === undefined) return null;
  if (userId.includes('#') || companyId.includes('#') || jti.includes('#')) return null;
  return { userId, companyId, jti, iat, exp, authTime: asSeconds(claims.auth_time) };
}

/** Decodes a JWT payload without verifying it; only for tokens the server just received from Cognito itself. */
export function decodeJwtPayload(token: string): TRawClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as TRawClaims) : null;
  } catch {
    return null;
  }
}
