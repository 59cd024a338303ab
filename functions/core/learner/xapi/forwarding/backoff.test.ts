import { describe, expect, it } from 'vitest';
import { XAPI_FORWARDING_MAX_ATTEMPTS, XAPI_FORWARDING_RETRY_DELAYS_SECONDS } from '@skillway/shared';
import { afterFailure } from './backoff';

const NOW = new Date('2026-03-01T10:00:00.000Z');

describe('the forwarding retry schedule', () => {
  it('waits 1, 4, 10, 20 and 30 minutes after the first five failures, then dead-letters on the sixth', () => {
    const waits: number[] = [];
    let failures = 0;
    for (;;) {
      const next = afterFailure(failures, NOW);
      if (next.kind === 'dead-letter') {
        expect(next.attempts).toBe(6);
        break;
      }
      waits.push((next.retryAt.getTime() - NOW.getTime()) / 60_000);
      failures = next.failures;
    }
    expect(waits).toEqual([1, 4, 10, 20, 30]);
    expect(XAPI_FORWARDING_MAX_ATTEMPTS).toBe(6);
  });

  it('spans about an hour from the first attempt to the last', () => {
    const total = XAPI_FORWARDING_RETRY_DELAYS_SECONDS.reduce((sum, delay) => sum + delay, 0);
    expect(total / 60).toBe(65);
  });

  it('dead-letters at once when the failures already reached the last attempt', () => {
    expect(afterFailure(XAPI_FORWARDING_MAX_ATTEMPTS - 1, NOW)).toEqual({
      kind: 'dead-letter',
      attempts: XAPI_FORWARDING_MAX_ATTEMPTS,
    });
    expect(afterFailure(40, NOW).kind).toBe('dead-letter');
  });

  it('counts a negative or missing history as none', () => {
    expect(afterFailure(-3, NOW)).toEqual({ kind: 'retry', failures: 1, retryAt: new Date(NOW.getTime() + 60_000) });
  });
});
