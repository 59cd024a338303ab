import { describe, expect, it } from 'vitest';
import { randomToken } from '../../platform/crypto/tokens';
import { sealNonce, unsealNonce } from './refresh-nonce-seal';

describe('the sealed current nonce', () => {
  it('opens with the nonce it was sealed with, and only with it', () => {
    const previous = randomToken();
    const current = randomToken();
    const sealed = sealNonce(current, previous);
    expect(sealed).not.toBe(current);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsealNonce(sealed, previous)).toBe(current);
    expect(unsealNonce(sealed, randomToken())).not.toBe(current);
  });

  it('seals each nonce under its own pad: two seals under two previous nonces share nothing', () => {
    const current = randomToken();
    expect(sealNonce(current, randomToken())).not.toBe(sealNonce(current, randomToken()));
  });
});
