import type { TTarget } from './enrolment-rules';

/** The enrolment target of a course. */
export function courseTarget(courseId: string): TTarget {
  return { type: 'course', id: courseId };
}

/** The enrolment target of a playlist (stored under its old name, `channel`). */
export function playlistTarget(playlistId: string): TTarget {
  return { type: 'channel', id: playlistId };
}
