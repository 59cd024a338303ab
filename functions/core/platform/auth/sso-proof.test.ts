import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSsoProof, mintSsoProof, SSO_PROOF_LIFETIME_SECONDS } from './sso-proof';

const KEY = { current: 'the-sso-sealing-secret-of-this-stage-0123456789' };
const OTHER_KEY = { current: 'an-sso-sealing-secret-of-another-stage-987654321' };
const USER = '0b6f3c1e-8d2a-4f57-9c1d-2e3f4a5b6c7d';
const NOW = new Date('2026-03-01T12:00:00Z');
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000);

describe('SSO proofs', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are accepted for their user within their minute, and carry the user, the expiry and a nonce', () => {
    const proof = mintSsoProof(USER, NOW, KEY);
    const [user, expires, nonce, mac] = proof.split('.');
    expect(user).toBe(USER);
    expect(Number(expires)).toBe(NOW.getTime() / 1000 + SSO_PROOF_LIFETIME_SECONDS);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(checkSsoProof(proof, USER, NOW, KEY)).toEqual({ ok: true, nonce, expiresAt: Number(expires) });
    expect(checkSsoProof(proof, USER, seconds(SSO_PROOF_LIFETIME_SECONDS - 1), KEY).ok).toBe(true);
    // Each proof is new: two sign-ins of one user never share a nonce.
    expect(mintSsoProof(USER, NOW, KEY)).not.toBe(proof);
  });

  it('are refused once expired', () => {
    const proof = mintSsoProof(USER, NOW, KEY);
    expect(checkSsoProof(proof, USER, seconds(SSO_PROOF_LIFETIME_SECONDS), KEY)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(checkSsoProof(proof, USER, seconds(3600), KEY)).toEqual({ ok: false, reason: 'expired' });
    // A proof minted by a clock far ahead lives longer than a minute: refused too.
    expect(checkSsoProof(mintSsoProof(USER, seconds(600), KEY), USER, NOW, KEY)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are refused for another user', () => {
    const proof = mintSsoProof(USER, NOW, KEY);
    expect(checkSsoProof(proof, 'another-user', NOW, KEY)).toEqual({ ok: false, reason: 'other-user' });
  });

  it('are refused when any part was changed', () => {
    const proof = mintSsoProof(USER, NOW, KEY);
    const [user, expires, nonce, mac] = proof.split('.') as [string, string, string, string];
    const later = String(Number(expires) + 30);
    const flipped = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
    for (const tampered of [
      [user, later, nonce, mac],
      [user, expires, flipped(nonce), mac],
      [user, expires, nonce, flipped(mac)],
      ['another-user', expires, nonce, mac],
    ]) {
      const verdict = checkSsoProof(tampered.join('.'), tampered[0]!, NOW, KEY);
      expect(verdict, tampered.join('.')).toEqual({ ok: false, reason: 'bad-signature' });
    }
    for (const malformed of ['', 'x', `${proof}.extra`, `${user}.soon.${nonce}.${mac}`, `${user}..${nonce}.${mac}`]) {
      expect(checkSsoProof(malformed, USER, NOW, KEY), malformed).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('are refused under another key', () => {
    const proof = mintSsoProof(USER, NOW, OTHER_KEY);
    expect(checkSsoProof(proof, USER, NOW, KEY)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('made before a rotation are accepted with the previous value, made with the current one after it', () => {
    const before = mintSsoProof(USER, NOW, KEY);
    const rotated = { current: OTHER_KEY.current, previous: KEY.current };
    expect(checkSsoProof(before, USER, NOW, rotated).ok).toBe(true);
    const after = mintSsoProof(USER, NOW, rotated);
    expect(checkSsoProof(after, USER, NOW, OTHER_KEY).ok).toBe(true);
    expect(checkSsoProof(after, USER, NOW, KEY).ok).toBe(false);
  });

  it('read the ssoSealing secret by default, and refuse to mint for a user id with a dot', () => {
    vi.stubEnv('SSO_SEALING_SECRET', KEY.current);
    const proof = mintSsoProof(USER, NOW);
    expect(checkSsoProof(proof, USER, NOW, KEY).ok).toBe(true);
    expect(checkSsoProof(proof, USER, NOW).ok).toBe(true);
    expect(() => mintSsoProof('a.b', NOW, KEY)).toThrow(/without dots/);
    vi.stubEnv('SSO_SEALING_SECRET', 'too-short');
    expect(() => mintSsoProof(USER, NOW)).toThrow(/at least 32 characters/);
  });
});
