import { XAPI_FORWARDING_MAX_ATTEMPTS, XAPI_FORWARDING_RETRY_DELAYS_SECONDS } from '@skillway/shared';

/** What follows a failed attempt: another one at `retryAt`, or the dead-letter list. */
export type TAfterFailure =
  { kind: 'retry'; failures: number; retryAt: Date } | { kind: 'dead-letter'; attempts: number };

/**
 * The retry schedule (XAPI_FORWARDING_RETRY_DELAYS_SECONDS): after the n-th failed attempt in a row the next one waits
 * the n-th delay; the attempt that makes XAPI_FORWARDING_MAX_ATTEMPTS sends the statements to the dead-letter list.
 * `failuresBefore` is the failures in a row before this one (0 for a first attempt).
 */
export function afterFailure(failuresBefore: number, now: Date): TAfterFailure {
  const failures = Math.max(0, failuresBefore) + 1;
  if (failures >= XAPI_FORWARDING_MAX_ATTEMPTS) return { kind: 'dead-letter', attempts: failures };
  const delay = XAPI_FORWARDING_RETRY_DELAYS_SECONDS[failures - 1] ?? XAPI_FORWARDING_RETRY_DELAYS_SECONDS.at(-1)!;
  return { kind: 'retry', failures, retryAt: new Date(now.getTime() + delay * 1000) };
}
