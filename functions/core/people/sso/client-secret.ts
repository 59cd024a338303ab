import { open, seal } from '../../platform/crypto/seal';

/**
 * An OIDC connection's client secret at rest: sealed (AES-256-GCM under the ssoSealing run-time secret,
 * platform/crypto/seal.ts) and bound to its company and connection, so a sealed value copied onto another connection
 * does not open there. It is opened only for the token call of a sign-in, and never returned or logged.
 */
function context(companyId: string, connectionId: string): string {
  return `sso-client-secret:${companyId}:${connectionId}`;
}

export function sealClientSecret(companyId: string, connectionId: string, secret: string): string {
  return seal(secret, context(companyId, connectionId));
}

export function openClientSecret(companyId: string, connectionId: string, sealed: string): string {
  return open(sealed, context(companyId, connectionId));
}
