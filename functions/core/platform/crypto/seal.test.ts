import { afterEach, describe, expect, it, vi } from 'vitest';
import { open, seal, SealedValueError, sealedWithCurrentKey } from './seal';

const OLD = 'the-sso-sealing-secret-before-the-rotation-012345';
const NEW = 'the-sso-sealing-secret-after-the-rotation-0123456';
const OTHER = 'an-sso-sealing-secret-nobody-rotated-from-0123456';

/** The module as a function sees the secret after a rotation (secrets/run-time-secret.ts). */
async function withKeys(values: { current: string; previous?: string }) {
  vi.resetModules();
  vi.doMock('../secrets/sso-sealing-key', () => ({ ssoSealingKeys: () => values }));
  return import('./seal');
}

describe('sealed secrets', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.doUnmock('../secrets/sso-sealing-key');
  });

  it('open to what was sealed, and never show it', () => {
    vi.stubEnv('SSO_SEALING_SECRET', OLD);
    for (const secret of ['client-secret-ŝ3cr3t!', '', 'x'.repeat(4096)]) {
      const sealed = seal(secret, 'conn-1');
      expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]{22}$/);
      if (secret) expect(sealed).not.toContain(secret);
      expect(open(sealed, 'conn-1')).toBe(secret);
    }
    // A fresh IV every time: the same secret never seals to the same text.
    expect(seal('same', 'conn-1')).not.toBe(seal('same', 'conn-1'));
  });

  it("refuse altered text, another item's context, and anything not sealed", () => {
    vi.stubEnv('SSO_SEALING_SECRET', OLD);
    const sealed = seal('client-secret', 'conn-1');
    const [version, keyId, iv, ciphertext, tag] = sealed.split('.') as [string, string, string, string, string];
    const flip = (text: string) => `${text.slice(0, 2)}${text[2] === 'A' ? 'B' : 'A'}${text.slice(3)}`;
    for (const altered of [
      [version, keyId, flip(iv), ciphertext, tag],
      [version, keyId, iv, flip(ciphertext), tag],
      [version, keyId, iv, ciphertext, flip(tag)],
    ]) {
      expect(() => open(altered.join('.'), 'conn-1')).toThrow(SealedValueError);
    }
    expect(() => open(sealed, 'conn-2')).toThrow(/altered or belongs to another item/);
    expect(() => open(sealed)).toThrow(SealedValueError);
    for (const junk of ['', 'client-secret', `v2.${keyId}.${iv}.${ciphertext}.${tag}`, `${sealed}.x`]) {
      expect(() => open(junk, 'conn-1'), junk).toThrow(/Not a sealed value/);
    }
  });

  it('made before a rotation open with the previous value; two rotations later they do not', async () => {
    vi.stubEnv('SSO_SEALING_SECRET', OLD);
    const sealedBefore = seal('client-secret', 'conn-1');
    expect(sealedWithCurrentKey(sealedBefore)).toBe(true);

    const rotated = await withKeys({ current: NEW, previous: OLD });
    expect(rotated.open(sealedBefore, 'conn-1')).toBe('client-secret');
    // Still readable, but due to be sealed again with the current value.
    expect(rotated.sealedWithCurrentKey(sealedBefore)).toBe(false);
    const resealed = rotated.seal('client-secret', 'conn-1');
    expect(rotated.sealedWithCurrentKey(resealed)).toBe(true);

    const twice = await withKeys({ current: OTHER, previous: NEW });
    expect(() => twice.open(sealedBefore, 'conn-1')).toThrow(/no longer held/);
    expect(twice.open(resealed, 'conn-1')).toBe('client-secret');
  });
});
