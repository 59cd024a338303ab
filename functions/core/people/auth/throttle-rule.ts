import { LOGIN_THROTTLE } from '@skillway/shared';

export type TThrottleScope = 'acct' | 'pair' | 'addr';

export interface TThrottleCounts {
  /** Failures for this account from this address. */
  pair: number;
  /** Failures for this account from anywhere. */
  account: number;
  /** Failures from this address for any account. */
  address: number;
}

/**
 * Sliding-window estimate from two fixed windows: the current window's count plus the previous window's, weighted
 * by how much of it still overlaps the sliding window. Smooths the burst a plain fixed window allows at its edge.
 */
export function slidingCount(
  current: number,
  previous: number,
  nowMs: number,
  windowSeconds = LOGIN_THROTTLE.windowSeconds,
): number {
  const windowMs = windowSeconds * 1000;
  const elapsed = (nowMs % windowMs) / windowMs;
  return current + previous * (1 - elapsed);
}

/**
 * Refuse a sign-in attempt when: this account has failed too often from this address (the usual guesser); or
 * from everywhere (a distributed guess at one account); or this address has failed very often across accounts
 * (a spray). The address limit is 20 times the pair limit, so colleagues behind one office address are not locked
 * out by one person's typos: their own pair counters are what they meet first.
 */
export function isThrottled(counts: TThrottleCounts): boolean {
  return (
    counts.pair >= LOGIN_THROTTLE.maxFailuresPerAccountAndAddress ||
    counts.account >= LOGIN_THROTTLE.maxFailuresPerAccount ||
    counts.address >= LOGIN_THROTTLE.maxFailuresPerAddress
  );
}

export function windowIndex(nowMs: number, windowSeconds = LOGIN_THROTTLE.windowSeconds): number {
  return Math.floor(nowMs / (windowSeconds * 1000));
}
