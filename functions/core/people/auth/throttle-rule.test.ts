import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '@skillway/shared';
import { isThrottled, retryAfterSeconds, slidingCount, windowIndex } from './throttle-rule';

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

  it('lets a browser that signed in to the account before past the account-wide bound, but not past the others', () => {
    expect(isThrottled({ pair: 1, account: ACCOUNT * 5, address: 1 }, true)).toBe(false);
    expect(isThrottled({ pair: PAIR, account: ACCOUNT, address: 1 }, true)).toBe(true);
    expect(isThrottled({ pair: 0, account: ACCOUNT, address: ADDRESS }, true)).toBe(true);
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

describe('retryAfterSeconds', () => {
  const windowMs = windowSeconds * 1000;
  const start = 1000 * windowMs;
  const estimate = (current: number, previous: number, at: number) => slidingCount(current, previous, at);

  it('waits until the previous window has faded enough, when this window alone is under the limit', () => {
    const now = start + windowMs / 4;
    const seconds = retryAfterSeconds({ current: 2, previous: 6, limit: 5 }, now);
    expect(estimate(2, 6, now + seconds * 1000)).toBeLessThan(5);
    expect(estimate(2, 6, now + (seconds - 2) * 1000)).toBeGreaterThanOrEqual(5);
  });

  it('waits into the next window when this window alone is at the limit', () => {
    const now = start + windowMs / 2;
    const seconds = retryAfterSeconds({ current: 5, previous: 0, limit: 5 }, now);
    const then = now + seconds * 1000;
    expect(windowIndex(then)).toBe(windowIndex(now) + 1);
    // In the next window this one is the previous: its weight must have fallen below the limit.
    expect(estimate(0, 5, then)).toBeLessThan(5);
    expect(seconds).toBeLessThanOrEqual(windowSeconds * 2);
  });

  it('is never below one second', () => {
    expect(retryAfterSeconds({ current: 0, previous: 5, limit: 5 }, start + windowMs - 1)).toBe(1);
  });
});
