import { describe, expect, it } from 'vitest';
import { sortableId, ulidMs, ulidTime } from './tokens';

describe('ULIDs', () => {
  it('give back the millisecond they were made at', () => {
    for (const ms of [0, 1, Date.UTC(2026, 11, 31, 23, 59, 59, 999), Date.UTC(2027, 1, 28, 12)])
      expect(ulidMs(sortableId(ms))).toBe(ms);
    expect(ulidMs(ulidTime(1_765_000_000_123).toLowerCase())).toBe(1_765_000_000_123);
  });

  it('refuse what is not one', () => {
    expect(() => ulidMs('not-a-ulid')).toThrow('not a ULID: not-a-ulid');
  });
});
