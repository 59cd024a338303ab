import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../platform/crypto/tokens';
import type { TUserItem } from '../../platform/db/types';
import { resetPurpose } from './reset-password';
import { tokenMatches } from './reset-token';
import { waitPastCutoff } from '../../platform/auth/token-cutoff';

const now = Date.UTC(2026, 0, 1);
const user = (overrides: Partial<TUserItem> = {}) =>
  ({
    reset_token_hash: sha256Hex('tok'),
    reset_token_purpose: 'forgot',
    reset_token_expires_at: new Date(now + 60_000).toISOString(),
    ...overrides,
  }) as TUserItem;

describe('reset tokens', () => {
  it('match only the stored hash, purpose and expiry', () => {
    expect(tokenMatches(user(), 'tok', 'forgot', now)).toBe(true);
    expect(tokenMatches(user(), 'tok', undefined, now)).toBe(true);
    expect(tokenMatches(user(), 'other', 'forgot', now)).toBe(false);
    expect(tokenMatches(user(), 'tok', 'default', now)).toBe(false);
    expect(tokenMatches(user(), 'tok', 'forgot', now + 60_000)).toBe(false);
    expect(tokenMatches(user({ reset_token_hash: undefined }), 'tok', 'forgot', now)).toBe(false);
  });

  it('read isResetPassword as the spec sends it', () => {
    expect(resetPurpose(0)).toBe('default');
    expect(resetPurpose('0')).toBe('default');
    expect(resetPurpose(false)).toBe('default');
    expect(resetPurpose(1)).toBe('forgot');
    expect(resetPurpose('1')).toBe('forgot');
    expect(resetPurpose(undefined)).toBe('forgot');
  });
});

describe('token cut-off', () => {
  it('waits into the next second only right after an invalidation', async () => {
    const started = Date.now();
    await waitPastCutoff({ tokens_valid_after: 1, refresh_valid_after: undefined });
    expect(Date.now() - started).toBeLessThan(50);
    const cutoff = Math.floor(Date.now() / 1000);
    await waitPastCutoff({ tokens_valid_after: undefined, refresh_valid_after: cutoff });
    expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(cutoff);
  });
});
