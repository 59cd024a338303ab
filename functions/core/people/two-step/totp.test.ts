import { describe, expect, it } from 'vitest';
import { matchingStep, newTotpSecret, timeStep, totpCode, totpUri } from './totp';

/** RFC 6238's SHA-1 test key ("12345678901234567890"), base32. */
const RFC_KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('gives RFC 6238 codes (the last 6 digits of its SHA-1 vectors)', () => {
    expect(totpCode(RFC_KEY, 59_000)).toBe('287082');
    expect(totpCode(RFC_KEY, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_KEY, 20_000_000_000_000)).toBe('353130');
  });

  it('accepts one step either side of now, and names the step the code is of', () => {
    const now = 1_700_000_015_000;
    const step = timeStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchingStep(RFC_KEY, totpCode(RFC_KEY, now + offset * 30_000), now)).toBe(step + offset);
    }
    expect(matchingStep(RFC_KEY, totpCode(RFC_KEY, now + 2 * 30_000), now)).toBeUndefined();
    expect(matchingStep(RFC_KEY, totpCode(RFC_KEY, now - 2 * 30_000), now)).toBeUndefined();
  });

  it('makes 160-bit base32 keys and an otpauth URI apps read', () => {
    const key = newTotpSecret();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(key);
    const uri = new URL(totpUri(key, 'ada@example.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(key);
    expect(uri.searchParams.get('issuer')).toBe('Skillway');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain('ada@example.test');
  });
});
