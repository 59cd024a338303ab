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
 * from everywhere (a distributed guess at one account), unless the browser holds this account's device cookie (it
 * has signed in here before: device-cookie.ts), so an attacker rotating addresses cannot lock the owner out; or
 * this address has failed very often across accounts (a spray). The address limit is 20 times the pair limit, so
 * colleagues behind one office address are not locked out by one person's typos: their own pair counters are what
 * they meet first.
 */
export function isThrottled(counts: TThrottleCounts, knownDevice = false): boolean {
  return (
    counts.pair >= LOGIN_THROTTLE.maxFailuresPerAccountAndAddress ||
    (!knownDevice && counts.account >= LOGIN_THROTTLE.maxFailuresPerAccount) ||
    counts.address >= LOGIN_THROTTLE.maxFailuresPerAddress
  );
}

export function windowIndex(nowMs: number, windowSeconds = LOGIN_THROTTLE.windowSeconds): number {
  return Math.floor(nowMs / (windowSeconds * 1000));
}

/**
 * Whole seconds until the sliding estimate of a counter at `limit` falls below it, if nothing more is counted: within
 * this window as the previous window's weight fades, or else in the next one as this window's count does. The
 * answer's Retry-After; at least 1.
 */
export function retryAfterSeconds(
  counter: { current: number; previous: number; limit: number },
  nowMs: number,
  windowSeconds = LOGIN_THROTTLE.windowSeconds,
): number {
  const { current, previous, limit } = counter;
  const windowMs = windowSeconds * 1000;
  const start = windowIndex(nowMs, windowSeconds) * windowMs;
  let at: number;
  if (current < limit && previous > 0) {
    // current + previous * (1 - e) < limit  ⇔  e > 1 - (limit - current) / previous
    at = start + windowMs * (1 - (limit - current) / previous);
  } else {
    // Next window: current * (1 - e) < limit  ⇔  e > 1 - limit / current
    at = start + windowMs + windowMs * Math.max(0, 1 - limit / Math.max(current, 1));
  }
  // Strictly after the crossing: at the crossing itself the estimate still equals the limit.
  return Math.max(1, Math.floor((at - nowMs) / 1000) + 1);
}
