import { describe, expect, it } from 'vitest';
import { exitCode, formatResult, runChecks, skipped, type TCheckResult } from './smoke-runner';

/** A clock that moves 5 ms each time it is read. */
function steppingClock() {
  let t = 0;
  return () => (t += 5);
}

describe('runChecks', () => {
  it('runs the checks in order, timing each and reporting each as it ends', async () => {
    const order: string[] = [];
    const reported: string[] = [];
    const results = await runChecks(
      [
        { name: 'a', run: async () => void order.push('a') },
        { name: 'b', run: async () => (order.push('b'), 'found 3') },
        { name: 'c', run: async () => (order.push('c'), skipped('nothing to check')) },
        {
          name: 'd',
          run: async () => {
            order.push('d');
            throw new Error('answered 500');
          },
        },
        {
          name: 'e',
          run: async () => {
            order.push('e');
            throw 'plain';
          },
        },
      ],
      (result) => reported.push(result.name),
      steppingClock(),
    );
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(reported).toEqual(order);
    expect(results).toEqual([
      { name: 'a', status: 'passed', detail: undefined, ms: 5 },
      { name: 'b', status: 'passed', detail: 'found 3', ms: 5 },
      { name: 'c', status: 'skipped', detail: 'nothing to check', ms: 5 },
      { name: 'd', status: 'failed', detail: 'answered 500', ms: 5 },
      { name: 'e', status: 'failed', detail: 'plain', ms: 5 },
    ]);
  });

  it('lets a later check use what an earlier one found', async () => {
    let token: string | undefined;
    const results = await runChecks(
      [
        { name: 'sign in', run: async () => void (token = 't') },
        { name: 'list', run: async () => (token ? `with ${token}` : skipped('not signed in')) },
      ],
      () => {},
    );
    expect(results[1]).toMatchObject({ status: 'passed', detail: 'with t' });
  });
});

describe('formatResult and exitCode', () => {
  const result = (status: TCheckResult['status'], detail?: string): TCheckResult => ({
    name: 'health',
    status,
    detail,
    ms: 42,
  });

  it('prints one line per check with its mark and time', () => {
    expect(formatResult(result('passed', 'ok'))).toBe('✓ health (42 ms): ok');
    expect(formatResult(result('failed', 'answered 503'))).toBe('✗ health (42 ms): answered 503');
    expect(formatResult(result('skipped', 'no address'))).toBe('- health (42 ms): no address');
    expect(formatResult(result('passed'))).toBe('✓ health (42 ms)');
  });

  it('fails the run on any failure, not on skips', () => {
    expect(exitCode([result('passed'), result('skipped')])).toBe(0);
    expect(exitCode([result('passed'), result('failed')])).toBe(1);
    expect(exitCode([])).toBe(0);
  });
});
