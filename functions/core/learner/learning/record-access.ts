import type { TLearnerEnrolment } from '@skillway/shared';
import { enrolmentAccessPatch } from '../../delivery/progress/access-patch';
import { saveCourseAccess, type TCourseAccess } from '../../delivery/progress/course-progress-repository';
import { planAccess, type TAccessChange } from './access-plan';
import { presentLearnerEnrolment } from './learner-enrolment';
import type { TLearningCourse } from './learning-course';

/**
 * Thrown by `recordAccess` on a course a warm function reused (learning-course-cache.ts) when the call would write
 * the Enrolment: the caller reads the course afresh and records the call again, so nothing the Enrolment, the
 * counters or a completion keep is ever decided on a reused read.
 */
export class FreshCourseNeeded extends Error {
  constructor() {
    super('the call changes the enrolment: plan it on a fresh read of the course');
    this.name = 'FreshCourseNeeded';
  }
}

/**
 * Applies one learner call to the caller's own enrolment on a course, through the progress module: the patch is
 * planned on the enrolment as stored, written with its version as the condition (a second tab or a retried request
 * is planned again on what the first one wrote), and the state counters move in the same transaction. The Enrolment
 * is written only when what lists and reports show changes; the exact last access and the video position go to the
 * course's resume point (saveCourseAccess). 404 when the caller is not enrolled. With `reusedCourse`, a call that
 * would write the Enrolment throws FreshCourseNeeded before writing anything.
 */
export async function recordAccess(
  companyId: string,
  userId: string,
  learning: TLearningCourse,
  change: TAccessChange,
  options: { reusedCourse?: boolean } = {},
): Promise<TLearnerEnrolment> {
  const next = await saveCourseAccess(
    companyId,
    learning.course.course_id,
    userId,
    (current) => {
      const at = new Date().toISOString();
      const patch = planAccess(current, change, learning, at);
      if (options.reusedCourse && enrolmentAccessPatch(current, patch)) throw new FreshCourseNeeded();
      return { patch, at, ...positionOf(change) };
    },
    { course: learning.course },
  );
  return presentLearnerEnrolment(next, learning);
}

/** The video position a call reached: its time (to a tenth of a second), or 0 once the video has played to its end. */
function positionOf(change: TAccessChange): Pick<TCourseAccess, 'position'> {
  if (!change.assetId || change.watchTime === undefined) return {};
  const seconds = change.watchTime === 'clear' ? 0 : Math.round(change.watchTime * 10) / 10;
  return {
    position: { assetId: change.assetId, seconds, ...(change.videoLength ? { length: change.videoLength } : {}) },
  };
}
