import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatChallenge, openWithNonce, readChallenge, sealWithNonce } from './challenge-token';

const NOW = 1_800_000_000_000;
const token = { companyId: 'c-1', userId: 'u-1', expiresAt: NOW / 1000 + 300, nonce: 'A'.repeat(43) };

describe('the two-step challenge', () => {
  beforeEach(() => vi.stubEnv('IMAGE_SIGNING_SECRET', 'a-signing-secret-for-the-challenge-tests-0123456789'));
  afterEach(() => vi.unstubAllEnvs());

  it('reads back what it was made of, until it expires', () => {
    const value = formatChallenge(token);
    expect(readChallenge(value, NOW)).toEqual(token);
    expect(readChallenge(value, NOW + 299_000)).toEqual(token);
    expect(readChallenge(value, NOW + 300_000)).toBeUndefined();
  });

  it('refuses any altered part, a signature of another purpose and malformed values', () => {
    const parts = formatChallenge(token).split('.');
    const altered = (index: number, value: string) => parts.map((part, at) => (at === index ? value : part)).join('.');
    expect(readChallenge(altered(1, 'c-2'), NOW)).toBeUndefined();
    expect(readChallenge(altered(2, 'u-2'), NOW)).toBeUndefined();
    expect(readChallenge(altered(3, String(token.expiresAt + 3600)), NOW)).toBeUndefined();
    expect(readChallenge(altered(4, 'B'.repeat(43)), NOW)).toBeUndefined();
    expect(readChallenge(altered(5, 'C'.repeat(43)), NOW)).toBeUndefined();
    expect(readChallenge(altered(0, 'v2'), NOW)).toBeUndefined();
    for (const value of ['', 'v1', 'v1.a.b.c.d', `${formatChallenge(token)}.extra`, 'v1.c#1.u.1.n.s']) {
      expect(readChallenge(value, NOW)).toBeUndefined();
    }
  });

  it('seals what it keeps so that only the nonce opens it, and refuses a tampered seal', () => {
    const sealed = sealWithNonce(token.nonce, { tokens: { idToken: 'id', refreshToken: 'r', expiresIn: 3600 } });
    expect(sealed).not.toContain('id');
    expect(openWithNonce(token.nonce, sealed)).toEqual({
      tokens: { idToken: 'id', refreshToken: 'r', expiresIn: 3600 },
    });
    expect(() => openWithNonce('B'.repeat(43), sealed)).toThrow();
    const [iv, data, tag] = sealed.split('.');
    // The second-to-last character (all six of its bits are data), changed to a character it is not.
    const at = data!.length - 2;
    const flipped = `${iv}.${data!.slice(0, at)}${data![at] === 'A' ? 'B' : 'A'}${data!.slice(at + 1)}.${tag}`;
    expect(() => openWithNonce(token.nonce, flipped)).toThrow();
  });
});
