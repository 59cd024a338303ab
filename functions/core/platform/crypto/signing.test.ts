import { afterEach, describe, expect, it, vi } from 'vitest';
import { sign, verifySignature } from './signing';

const OLD = 'the-signing-secret-before-the-rotation-0123456789';
const NEW = 'the-signing-secret-after-the-rotation-0123456789ab';
const OTHER = 'a-signing-secret-nobody-rotated-from-0123456789abcd';

describe('signatures across a rotation of the signing secret', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('keep verifying with the previous value, and are made with the current one', async () => {
    vi.stubEnv('IMAGE_SIGNING_SECRET', OLD);
    const emailedBefore = sign('email-verify', ['user-1', '1767225600']);

    // After a rotation the function reads { current: NEW, previous: OLD } (secrets/run-time-secret.ts).
    vi.resetModules();
    vi.doMock('../secrets/image-signing-keys', () => ({ imageSigningKeys: () => ({ current: NEW, previous: OLD }) }));
    const rotated = await import('./signing');
    expect(rotated.verifySignature('email-verify', ['user-1', '1767225600'], emailedBefore)).toBe(true);
    expect(rotated.sign('email-verify', ['user-1', '1767225600'])).not.toBe(emailedBefore);

    // Two rotations later the old value is gone.
    vi.resetModules();
    vi.doMock('../secrets/image-signing-keys', () => ({ imageSigningKeys: () => ({ current: OTHER, previous: NEW }) }));
    const twiceRotated = await import('./signing');
    expect(twiceRotated.verifySignature('email-verify', ['user-1', '1767225600'], emailedBefore)).toBe(false);
    vi.doUnmock('../secrets/image-signing-keys');
  });

  it('never verify for another purpose or other parts', () => {
    vi.stubEnv('IMAGE_SIGNING_SECRET', OLD);
    const signature = sign('image', ['ab', 'c']);
    expect(verifySignature('image', ['ab', 'c'], signature)).toBe(true);
    expect(verifySignature('image', ['a', 'bc'], signature)).toBe(false);
    expect(verifySignature('email-verify', ['ab', 'c'], signature)).toBe(false);
  });
});
