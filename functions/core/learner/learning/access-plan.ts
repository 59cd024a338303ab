import { USER_COURSE_STATE } from '@skillway/shared';
import type { TProgressPatch } from '../../delivery/progress/progress-patch';
import { courseStateOf } from '../../delivery/progress/progress-state';
import { decideProgress, type TProgressCourse } from '../../delivery/progress/progress-rules';

/** What one learner call did to a course: touched it, reached a time in a video, finished a material. */
export interface TAccessChange {
  assetId?: string;
  /** The material counts as accessed (a video ended or 90% watched; a document, deck or link opened). */
  accessed?: boolean;
  /** Seconds reached in the video (resume), or 'clear' once it has played to the end (the next play starts at 0). */
  watchTime?: number | 'clear';
  /** The video's length in seconds, as the player told it (its progress statements' milestones). */
  videoLength?: number;
}

/** The progress attributes of an enrolment this plan reads (the stored item has more). */
export interface TAccessState {
  state?: number;
  started_at?: string;
  completed_at?: string;
  accessed?: Readonly<Record<string, string>>;
  watch_times?: Readonly<Record<string, number>>;
  test_passed?: number;
}

/**
 * The patch one learner call makes to their enrolment, free of I/O. Every call is an access: the course starts
 * (started_at, state 2) if it had not, and last_accessed_at moves. A material is accessed once (its first time
 * is kept, so a retry or a second tab changes nothing). State and progress are whatever `decideProgress` says of
 * the result; a move into complete stamps completed_at.
 */
export function planAccess(
  current: TAccessState,
  change: TAccessChange,
  course: TProgressCourse,
  now: string,
): TProgressPatch {
  const patch: TProgressPatch = { last_accessed_at: now };
  const accessed = { ...(current.accessed ?? {}) };
  if (change.assetId && change.accessed && !(change.assetId in accessed)) {
    accessed[change.assetId] = now;
    patch.accessed = accessed;
  }
  if (change.assetId && change.watchTime !== undefined) {
    const times = { ...(current.watch_times ?? {}) };
    if (change.watchTime === 'clear') delete times[change.assetId];
    else times[change.assetId] = Math.round(change.watchTime * 10) / 10;
    if (times[change.assetId] !== current.watch_times?.[change.assetId]) patch.watch_times = times;
  }
  const startedAt = current.started_at ?? now;
  if (!current.started_at) patch.started_at = startedAt;
  const decision = decideProgress(course, {
    state: current.state,
    accessed,
    started_at: startedAt,
    test_passed: current.test_passed,
  });
  patch.state = decision.state;
  patch.progress = decision.progress;
  if (decision.state === USER_COURSE_STATE.COMPLETE && courseStateOf(current.state) !== USER_COURSE_STATE.COMPLETE) {
    patch.completed_at = now;
  }
  return patch;
}
