/**
 * The refresh cookie's value: `<Cognito refresh token>.<nonce>`. The token is a JWT (cognito-local) or a JWE (AWS),
 * both dot-separated base64url, so the nonce is what follows the last dot; it is always NONCE_LENGTH base64url
 * characters, so a cookie from before rotation (a bare token, whose last part is a long signature) is not one.
 */
export interface TRefreshCredential {
  refreshToken: string;
  nonce: string;
}

/** 256 random bits in base64url (randomToken). */
const NONCE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Cognito's refresh tokens are under 2 KB; a cookie holds at most 4 KB. */
const MAX_VALUE_LENGTH = 4000;

export function formatRefreshCredential(credential: TRefreshCredential): string {
  return `${credential.refreshToken}.${credential.nonce}`;
}

export function parseRefreshCredential(value: string): TRefreshCredential | undefined {
  if (value.length > MAX_VALUE_LENGTH) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const nonce = value.slice(dot + 1);
  return NONCE_PATTERN.test(nonce) ? { refreshToken: value.slice(0, dot), nonce } : undefined;
}
