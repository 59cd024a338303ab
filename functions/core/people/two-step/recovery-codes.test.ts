import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, normaliseRecoveryCode, recoveryCodeHash } from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten different codes of two groups of five', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  });

  it('reads a code as typed: case, spaces, dashes and look-alike letters do not matter', () => {
    expect(normaliseRecoveryCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(normaliseRecoveryCode('O0IL1')).toBe('00111');
    expect(recoveryCodeHash('u1', 'abcde fghjk')).toBe(recoveryCodeHash('u1', 'ABCDE-FGHJK'));
  });

  it('hashes per user, so the same code of two users is two hashes', () => {
    expect(recoveryCodeHash('u1', 'ABCDE-FGHJK')).not.toBe(recoveryCodeHash('u2', 'ABCDE-FGHJK'));
    expect(recoveryCodeHash('u1', 'ABCDE-FGHJK')).toMatch(/^[0-9a-f]{64}$/);
  });
});
