import { describe, expect, it } from 'vitest';
import { XAPI_CLIENT_KEY_PREFIX } from '@skillway/shared';
import { parseSessionRef } from './lrs-auth';
import { CLIENT_KEY_RANDOM_CHARS, newClientKey, newClientSecret } from './client-credentials';

describe('LRS client credentials', () => {
  it('a key is lrs_ and 24 lowercase base32 characters, never a dot, never a session reference', () => {
    const made = Array.from({ length: 200 }, newClientKey);
    for (const key of made) {
      expect(key).toMatch(new RegExp(`^${XAPI_CLIENT_KEY_PREFIX}[a-z2-7]{${CLIENT_KEY_RANDOM_CHARS}}$`));
      expect(key).not.toContain('.');
      expect(parseSessionRef(key)).toBeUndefined();
      // lrs-auth.ts reads a client only for a user name of at most 64 characters.
      expect(key.length).toBeLessThanOrEqual(64);
    }
    expect(new Set(made).size).toBe(made.length);
  });

  it('a secret is 32 random bytes, base64url', () => {
    const made = Array.from({ length: 50 }, newClientSecret);
    for (const secret of made) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    }
    expect(new Set(made).size).toBe(made.length);
  });
});
