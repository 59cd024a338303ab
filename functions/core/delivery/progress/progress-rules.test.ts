import { describe, expect, it } from 'vitest';
import { USER_COURSE_STATE as S } from '@skillway/shared';
import { decideProgress, isWatchedEnough } from './progress-rules';

const course = (hasTest: boolean) => ({ materialIds: ['a', 'b', 'c'], hasTest });
const at = '2026-11-22T10:00:00.000Z';

describe('decideProgress', () => {
  it('is not started before any access or play', () => {
    expect(decideProgress(course(false), {})).toEqual({ state: S.NOT_STARTED, progress: 0 });
  });

  it('is in progress once started, even with nothing accessed yet', () => {
    expect(decideProgress(course(false), { started_at: at })).toEqual({ state: S.IN_PROGRESS, progress: 0 });
  });

  it('counts the share of current materials accessed, rounded down', () => {
    expect(decideProgress(course(true), { accessed: { a: at } })).toEqual({ state: S.IN_PROGRESS, progress: 33 });
    expect(decideProgress(course(true), { accessed: { a: at, b: at } }).progress).toBe(66);
  });

  it('ignores accesses of materials the course no longer has', () => {
    expect(decideProgress(course(false), { accessed: { gone: at, a: at } }).progress).toBe(33);
  });

  it('completes when everything is accessed and there is no test', () => {
    expect(decideProgress(course(false), { accessed: { a: at, b: at, c: at } })).toEqual({
      state: S.COMPLETE,
      progress: 100,
    });
  });

  it('waits for the test when everything is accessed and the test is not passed', () => {
    const all = { a: at, b: at, c: at };
    expect(decideProgress(course(true), { accessed: all })).toEqual({ state: S.TEST_PENDING, progress: 100 });
    expect(decideProgress(course(true), { accessed: all, test_passed: 0 }).state).toBe(S.TEST_PENDING);
    expect(decideProgress(course(true), { accessed: all, test_passed: 1 }).state).toBe(S.COMPLETE);
  });

  it('keeps a completion when material is added later', () => {
    expect(
      decideProgress({ materialIds: ['a', 'new'], hasTest: false }, { state: S.COMPLETE, accessed: { a: at } }),
    ).toEqual({
      state: S.COMPLETE,
      progress: 100,
    });
  });

  it('a course without material never completes by access', () => {
    expect(decideProgress({ materialIds: [], hasTest: false }, { started_at: at })).toEqual({
      state: S.IN_PROGRESS,
      progress: 0,
    });
  });
});

describe('isWatchedEnough', () => {
  it('needs 90% of a known length', () => {
    expect(isWatchedEnough(89.9, 100)).toBe(false);
    expect(isWatchedEnough(90, 100)).toBe(true);
    expect(isWatchedEnough(500, undefined)).toBe(false);
    expect(isWatchedEnough(5, 0)).toBe(false);
  });
});
