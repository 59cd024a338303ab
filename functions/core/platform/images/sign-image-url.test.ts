import { beforeAll, describe, expect, it } from 'vitest';
import { checkImageSignature, imageUrlExpiry, signImageUrl } from './sign-image-url';

beforeAll(() => {
  process.env.IMAGE_SIGNING_SECRET = 'test-secret-test-secret-test-secret-0123';
  process.env.APP_URL = 'https://app.example.test';
});

function parts(url: string) {
  const parsed = new URL(url);
  const [, , , preset, ...key] = parsed.pathname.split('/');
  return {
    preset: preset!,
    key: key.map(decodeURIComponent).join('/'),
    exp: parsed.searchParams.get('exp')!,
    sig: parsed.searchParams.get('sig')!,
  };
}

describe('image URL signing', () => {
  const now = Date.UTC(2026, 0, 1, 10, 20);
  const key = 'c/company-1/avatar/0b0c5e4e-1111-2222-3333-444455556666/me.png';

  it('builds an API URL for the preset and key', () => {
    const url = signImageUrl(key, 'thumb', now);
    expect(url.startsWith('https://app.example.test/v1/images/thumb/c/company-1/avatar/')).toBe(true);
    expect(parts(url).key).toBe(key);
  });

  it('expires between one and two hours later, the same URL within an hour (cacheable)', () => {
    const exp = imageUrlExpiry(now);
    expect(exp * 1000 - now).toBeGreaterThanOrEqual(3600_000);
    expect(exp * 1000 - now).toBeLessThanOrEqual(7200_000);
    expect(signImageUrl(key, 'medium', now)).toBe(signImageUrl(key, 'medium', now + 30 * 60_000 - 1));
  });

  it('verifies its own signature and nothing else', () => {
    const p = parts(signImageUrl(key, 'medium', now));
    expect(checkImageSignature(p, now)).toBe('ok');
    expect(checkImageSignature({ ...p, preset: 'large' }, now)).toBe('bad-signature');
    expect(checkImageSignature({ ...p, key: key.replace('company-1', 'company-2') }, now)).toBe('bad-signature');
    expect(checkImageSignature({ ...p, exp: String(Number(p.exp) + 3600) }, now)).toBe('bad-signature');
    expect(checkImageSignature({ ...p, sig: p.sig.slice(0, -2) + 'AA' }, now)).toBe('bad-signature');
    expect(checkImageSignature({ ...p, preset: 'huge' }, now)).toBe('bad-preset');
  });

  it('refuses an expired URL', () => {
    const p = parts(signImageUrl(key, 'small', now));
    expect(checkImageSignature(p, Number(p.exp) * 1000)).toBe('expired');
  });

  it('does not accept a signature made with another secret', () => {
    const p = parts(signImageUrl(key, 'small', now));
    process.env.IMAGE_SIGNING_SECRET = 'another-secret-another-secret-another-1';
    expect(checkImageSignature(p, now)).toBe('bad-signature');
    process.env.IMAGE_SIGNING_SECRET = 'test-secret-test-secret-test-secret-0123';
  });
});
