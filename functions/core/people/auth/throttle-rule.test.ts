import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '@skillway/shared';
import { isThrottled, slidingCount, windowIndex } from './throttle-rule';

const {
  maxFailuresPerAccountAndAddress: PAIR,
  maxFailuresPerAccount: ACCOUNT,
  maxFailuresPerAddress: ADDRESS,
  windowSeconds,
} = LOGIN_THROTTLE;

describe('login throttle rule', () => {
  it('allows attempts under every limit', () => {
    expect(isThrottled({ pair: PAIR - 1, account: ACCOUNT - 1, address: ADDRESS - 1 })).toBe(false);
  });

  it('blocks an account at one address after the pair limit', () => {
    expect(isThrottled({ pair: PAIR, account: PAIR, address: PAIR })).toBe(true);
  });

  it('does not block a colleague behind the same address because of someone else’s failures', () => {
    // The colleague's own pair and account counters are zero; the address has the other person's failures.
    expect(isThrottled({ pair: 0, account: 0, address: PAIR * 3 })).toBe(false);
  });

  it('blocks an account guessed at from many addresses', () => {
    expect(isThrottled({ pair: 1, account: ACCOUNT, address: 1 })).toBe(true);
  });

  it('blocks an address spraying many accounts', () => {
    expect(isThrottled({ pair: 0, account: 0, address: ADDRESS })).toBe(true);
  });

  it('weights the previous window by how much of it still overlaps', () => {
    const windowMs = windowSeconds * 1000;
    const start = 1000 * windowMs;
    expect(slidingCount(2, 4, start)).toBe(6);
    expect(slidingCount(2, 4, start + windowMs / 2)).toBe(4);
    expect(slidingCount(2, 4, start + windowMs - 1)).toBeCloseTo(2, 3);
    expect(windowIndex(start)).toBe(1000);
    expect(windowIndex(start + windowMs - 1)).toBe(1000);
  });
});
