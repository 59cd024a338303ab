import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export interface TJwtAuthorizerConfig {
  /** `<cognito endpoint>/<user pool id>`: cognito-local's token issuer. */
  issuer: string;
  /** The app client id: ID tokens carry it as `aud`. */
  audience: string;
  /** cognito-local's JWKS (it signs with a key published in its package). */
  jwks: { keys: unknown[] };
}

export type TAuthorizerResult =
  { ok: true; claims: Record<string, string>; scopes: string[] | null } | { ok: false; reason: string };

/**
 * API Gateway hands JWT claims to Lambda as strings: numbers and booleans printed, arrays as `[a b]`.
 * Handlers written against AWS parse them that way, so locally they get the same.
 */
export function stringifyClaims(payload: JwtPayload): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) claims[name] = `[${value.join(' ')}]`;
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}

/** `Bearer x` or a bare token, as the HTTP API JWT authorizer accepts from `$request.header.Authorization`. */
export function tokenFromAuthorizationHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const match = /^bearer\s+(.+)$/i.exec(value);
  return (match ? match[1] : value)?.trim() || undefined;
}

/**
 * The local stand-in for API Gateway's JWT authorizer: signature (RS256, JWKS preloaded, no network),
 * issuer, audience, expiry and not-before. A failure says why in the log, never to the caller.
 */
export function createJwtAuthorizer(config: TJwtAuthorizerConfig) {
  const verifier = JwtRsaVerifier.create({
    issuer: config.issuer,
    audience: config.audience,
    jwksUri: `${config.issuer}/.well-known/jwks.json`,
  });
  verifier.cacheJwks(config.jwks as Parameters<typeof verifier.cacheJwks>[0]);

  return {
    authorize(authorizationHeader: string | undefined): TAuthorizerResult {
      const token = tokenFromAuthorizationHeader(authorizationHeader);
      if (!token) return { ok: false, reason: 'no bearer token' };
      try {
        // verifySync only uses the preloaded JWKS: an unknown key id fails instead of fetching.
        const payload = verifier.verifySync(token);
        const scope = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : null;
        return { ok: true, claims: stringifyClaims(payload), scopes: scope };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

export type TJwtAuthorizer = ReturnType<typeof createJwtAuthorizer>;
