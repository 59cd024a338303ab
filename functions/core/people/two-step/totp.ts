import { Secret, TOTP } from 'otpauth';
import { TWO_STEP } from '@skillway/shared';

/**
 * TOTP (RFC 6238) through otpauth: SHA-1, 6 digits, 30-second steps, the parameters every authenticator app reads
 * from an otpauth URI. Only this module knows the library.
 */
function totp(secret: string, account = ''): TOTP {
  return new TOTP({
    issuer: TWO_STEP.issuer,
    label: account,
    algorithm: 'SHA1',
    digits: TWO_STEP.digits,
    period: TWO_STEP.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new key: 160 random bits (RFC 4226's recommended length), base32 as apps take it typed in. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an app scans (issuer and account shown above the codes). */
export function totpUri(secret: string, account: string): string {
  return totp(secret, account).toString();
}

/** The time step a moment falls in. */
export function timeStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TWO_STEP.periodSeconds);
}

/**
 * The time step whose code `code` is, within TWO_STEP.window steps of now; undefined when it matches none. The
 * caller still has to make sure that step was not used before (replay).
 */
export function matchingStep(secret: string, code: string, nowMs = Date.now()): number | undefined {
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: TWO_STEP.window });
  return delta === null ? undefined : timeStep(nowMs) + delta;
}

/** The code of the step `nowMs` falls in (the demo, the smoke script and the tests compute codes with it). */
export function totpCode(secret: string, nowMs = Date.now()): string {
  return totp(secret).generate({ timestamp: nowMs });
}
