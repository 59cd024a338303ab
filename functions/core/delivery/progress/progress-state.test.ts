import { describe, expect, it } from 'vitest';
import { stateCounterDelta, stateCounterOf } from './progress-state';

describe('state counters', () => {
  it('counts a pending test as in progress and a missing state as not started', () => {
    expect(stateCounterOf(undefined)).toBe('not_started');
    expect(stateCounterOf(5)).toBe('in_progress');
    expect(stateCounterOf(3)).toBe('completed');
  });

  it('moves both counters on a change of counter and none within one', () => {
    expect(stateCounterDelta(1, 2)).toEqual({
      target: { not_started: -1, in_progress: 1, completed: 0, test_pending: 0 },
      user: { total_in_progress: 1, total_completed_courses: 0 },
    });
    // 2 -> 5 stays in progress but becomes test pending; 5 -> 3 leaves it.
    expect(stateCounterDelta(2, 5).target).toEqual({ not_started: 0, in_progress: 0, completed: 0, test_pending: 1 });
    expect(stateCounterDelta(5, 3).target).toEqual({ not_started: 0, in_progress: -1, completed: 1, test_pending: -1 });
  });

  it('treats null as no enrolment', () => {
    expect(stateCounterDelta(null, undefined).target.not_started).toBe(1);
    expect(stateCounterDelta(5, null).target).toEqual({
      not_started: 0,
      in_progress: -1,
      completed: 0,
      test_pending: -1,
    });
    expect(stateCounterDelta(3, null)).toEqual({
      target: { not_started: 0, in_progress: 0, completed: -1, test_pending: 0 },
      user: { total_in_progress: 0, total_completed_courses: -1 },
    });
  });
});
