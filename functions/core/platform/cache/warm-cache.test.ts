import { describe, expect, it } from 'vitest';
import { createWarmCache } from './warm-cache';

/** A clock the test moves by hand. */
function pinnedClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createWarmCache', () => {
  it('answers an entry until the bound after its read, never at or after it', () => {
    const clock = pinnedClock();
    const cache = createWarmCache<string>({ maxAgeMs: 60_000, maxEntries: 10, now: clock.now });
    cache.set('company', 'active');
    clock.advance(59_999);
    expect(cache.get('company')).toBe('active');
    clock.advance(1);
    expect(cache.get('company')).toBeUndefined();
    // The expired entry is gone, not merely hidden.
    expect(cache.size).toBe(0);
  });

  it('counts the age from the read, so hits never extend it', () => {
    const clock = pinnedClock();
    const cache = createWarmCache<number>({ maxAgeMs: 1_000, maxEntries: 10, now: clock.now });
    cache.set('k', 1);
    for (let step = 0; step < 9; step++) {
      clock.advance(100);
      expect(cache.get('k')).toBe(1);
    }
    clock.advance(100);
    expect(cache.get('k')).toBeUndefined();
  });

  it('dates an entry from when its read started, not when it was stored', () => {
    const clock = pinnedClock();
    const cache = createWarmCache<string>({ maxAgeMs: 1_000, maxEntries: 10, now: clock.now });
    const readAt = clock.now();
    clock.advance(400); // the read took 400 ms
    cache.set('k', 'v', readAt);
    clock.advance(599);
    expect(cache.get('k')).toBe('v');
    clock.advance(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps the later of two reads of the same record', () => {
    const clock = pinnedClock();
    const cache = createWarmCache<string>({ maxAgeMs: 1_000, maxEntries: 10, now: clock.now });
    const first = clock.now();
    clock.advance(10);
    cache.set('k', 'newer', clock.now());
    cache.set('k', 'older', first);
    expect(cache.get('k')).toBe('newer');
  });

  it('never answers from a clock that went back', () => {
    const clock = pinnedClock();
    const cache = createWarmCache<string>({ maxAgeMs: 1_000, maxEntries: 10, now: clock.now });
    cache.set('k', 'v');
    clock.advance(-1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops the oldest read when full', () => {
    const clock = pinnedClock();
    const cache = createWarmCache<string>({ maxAgeMs: 60_000, maxEntries: 2, now: clock.now });
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('a', '1 again'); // read again: now the newest
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1 again');
    expect(cache.get('c')).toBe('3');
    expect(cache.size).toBe(2);
  });

  it('forgets an entry on delete and everything on clear', () => {
    const cache = createWarmCache<string>({ maxAgeMs: 60_000, maxEntries: 10 });
    cache.set('a', '1');
    cache.set('b', '2');
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('2');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing when the bound is zero', () => {
    const cache = createWarmCache<string>({ maxAgeMs: 0, maxEntries: 10 });
    cache.set('a', '1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
