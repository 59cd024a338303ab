import { USER_COURSE_STATE } from '@skillway/shared';
import { courseStateOf, type TCourseState } from './progress-state';

/**
 * The rules of course progress, free of I/O. A learner's progress is the share of the course's materials they have
 * accessed; the state follows from it: not started until the first access (or play), in progress after it, test
 * pending when everything is accessed and a test is still to pass, complete when everything is accessed and there
 * is no test or it is passed. Completion is kept once reached (a material added later does not take it away).
 */

/** A video counts as watched at its end or once the watched time reaches this share of its length. */
const WATCHED_SHARE = 0.9;

export interface TProgressCourse {
  /** Ids of the course's current materials (videos, documents, links, slide decks). */
  materialIds: readonly string[];
  hasTest: boolean;
}

export interface TProgressEnrolment {
  state?: number;
  accessed?: Readonly<Record<string, string>>;
  started_at?: string;
  test_passed?: number;
}

export interface TProgressDecision {
  state: TCourseState;
  progress: number;
}

export function decideProgress(course: TProgressCourse, enrolment: TProgressEnrolment): TProgressDecision {
  const accessed = enrolment.accessed ?? {};
  const total = course.materialIds.length;
  const done = course.materialIds.filter((id) => id in accessed).length;
  const current = courseStateOf(enrolment.state);
  if (current === USER_COURSE_STATE.COMPLETE) return { state: current, progress: 100 };
  const progress = total === 0 ? 0 : Math.floor((done * 100) / total);
  if (total > 0 && done === total) {
    const passed = !course.hasTest || enrolment.test_passed === 1;
    return { state: passed ? USER_COURSE_STATE.COMPLETE : USER_COURSE_STATE.TEST_PENDING, progress: 100 };
  }
  const started = done > 0 || !!enrolment.started_at || current !== USER_COURSE_STATE.NOT_STARTED;
  return { state: started ? USER_COURSE_STATE.IN_PROGRESS : USER_COURSE_STATE.NOT_STARTED, progress };
}

/** True when a watched time (seconds) is far enough into a video of the given length to count it as watched. */
export function isWatchedEnough(seconds: number, durationSeconds: number | undefined): boolean {
  return !!durationSeconds && durationSeconds > 0 && seconds >= durationSeconds * WATCHED_SHARE;
}
