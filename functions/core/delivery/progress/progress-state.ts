import { USER_COURSE_STATE } from '@skillway/shared';

/** A course enrolment's progress state; an enrolment without one has not started. */
export type TCourseState = (typeof USER_COURSE_STATE)[keyof typeof USER_COURSE_STATE];

export function courseStateOf(state: number | undefined): TCourseState {
  return state === USER_COURSE_STATE.IN_PROGRESS ||
    state === USER_COURSE_STATE.COMPLETE ||
    state === USER_COURSE_STATE.TEST_PENDING
    ? state
    : USER_COURSE_STATE.NOT_STARTED;
}

/** The course counter (TargetStats) a state is counted in: a learner with a test pending is still in progress. */
export type TStateCounter = 'not_started' | 'in_progress' | 'completed';

export function stateCounterOf(state: number | undefined): TStateCounter {
  switch (courseStateOf(state)) {
    case USER_COURSE_STATE.COMPLETE:
      return 'completed';
    case USER_COURSE_STATE.NOT_STARTED:
      return 'not_started';
    default:
      return 'in_progress';
  }
}

/** The user counter a state is counted in (a user's not-started courses are total_courses minus the other two). */
type TUserStateCounter = 'total_in_progress' | 'total_completed_courses';

function userStateCounterOf(state: number | undefined): TUserStateCounter | undefined {
  const counter = stateCounterOf(state);
  if (counter === 'completed') return 'total_completed_courses';
  if (counter === 'in_progress') return 'total_in_progress';
  return undefined;
}

/**
 * The course counters a state change moves: the three state counters, and `test_pending` (state 5, a part of
 * in_progress that the reports landing's pie shows on its own).
 */
type TTargetStateCounter = TStateCounter | 'test_pending';

export interface TStateCounterDelta {
  target: Record<TTargetStateCounter, number>;
  user: Record<TUserStateCounter, number>;
}

/** No counter moves. */
export function emptyStateCounterDelta(): TStateCounterDelta {
  return {
    target: { not_started: 0, in_progress: 0, completed: 0, test_pending: 0 },
    user: { total_in_progress: 0, total_completed_courses: 0 },
  };
}

/**
 * How the counters move when an enrolment goes from one state to another. `null` stands for "no enrolment" (it is
 * created or deleted); `undefined` is an enrolment without a state, i.e. not started. A move within one counter
 * (2 → 5) cancels out, except for `test_pending`.
 */
export function stateCounterDelta(
  before: number | undefined | null,
  after: number | undefined | null,
): TStateCounterDelta {
  const delta = emptyStateCounterDelta();
  const move = (state: number | undefined, by: number) => {
    delta.target[stateCounterOf(state)] += by;
    if (courseStateOf(state) === USER_COURSE_STATE.TEST_PENDING) delta.target.test_pending += by;
    const user = userStateCounterOf(state);
    if (user) delta.user[user] += by;
  };
  if (before !== null) move(before, -1);
  if (after !== null) move(after, 1);
  return delta;
}
