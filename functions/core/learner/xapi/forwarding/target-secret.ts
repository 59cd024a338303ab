import { open, seal } from '../../../platform/crypto/seal';

/**
 * A forwarding target's secret at rest: sealed like an SSO connection's client secret (AES-256-GCM under the
 * ssoSealing run-time secret, platform/crypto/seal.ts) and bound to its company and target, so a sealed value copied
 * onto another target does not open there. Opened only to send statements; never answered, never logged.
 */
function context(companyId: string, targetId: string): string {
  return `xapi-forward-secret:${companyId}:${targetId}`;
}

export function sealTargetSecret(companyId: string, targetId: string, secret: string): string {
  return seal(secret, context(companyId, targetId));
}

export function openTargetSecret(companyId: string, targetId: string, sealed: string): string {
  return open(sealed, context(companyId, targetId));
}
