import type { TLearnerEnrolment } from '@skillway/shared';
import { updateCourseProgress } from '../../delivery/progress/course-progress-repository';
import { planAccess, type TAccessChange } from './access-plan';
import { presentLearnerEnrolment } from './learner-enrolment';
import type { TLearningCourse } from './learning-course';

/**
 * Applies one learner call to the caller's own enrolment on a course, through the progress module: the patch is
 * planned on the enrolment as stored, written with its version as the condition (a second tab or a retried request
 * is planned again on what the first one wrote), and the state counters move in the same transaction.
 * 404 when the caller is not enrolled.
 */
export async function recordAccess(
  companyId: string,
  userId: string,
  learning: TLearningCourse,
  change: TAccessChange,
): Promise<TLearnerEnrolment> {
  const next = await updateCourseProgress(companyId, learning.course.course_id, userId, (current) =>
    planAccess(current, change, learning, new Date().toISOString()),
    { courseType: learning.course.course_type },
  );
  return presentLearnerEnrolment(next, learning);
}
