import { MSG, parseEnrolmentId, USER_COURSE_STATE } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { courseStateOf } from '../../delivery/progress/progress-state';
import { assertCanSeeUser } from '../../people/team/policy';
import { findUser } from '../../people/users/user-repository';

/**
 * Who may take a test, and whose attempts one may read (object rules; the manifest holds the role rules).
 * Anything refused about another user's records is a 404, as for another company's: nothing is confirmed.
 */

/**
 * A test is taken once every material is accessed and the test is not yet passed: state 5 (a failed attempt keeps
 * it there, so a retake is the same state). Before that the player's own message applies; after it, nothing to take.
 */
export function assertCanTakeTest(enrolment: { state?: number }): void {
  const state = courseStateOf(enrolment.state);
  if (state === USER_COURSE_STATE.TEST_PENDING) return;
  throw new AppError('CONFLICT', state === USER_COURSE_STATE.COMPLETE ? MSG.TEST_ALREADY_COMPLETE : MSG.TEST_NOT_READY);
}

/**
 * `course_user_id` names the caller's own enrolment on the test's course (`<courseId>:<userId>`, the test id being
 * the course id): a learner submits for themselves only.
 */
export function ownCourseOf(auth: Pick<TAuth, 'userId'>, courseUserId: string, testId: string): string {
  const parsed = parseEnrolmentId(courseUserId);
  if (!parsed || parsed.userId !== auth.userId || parsed.courseId !== testId) throw AppError.notFound();
  return parsed.courseId;
}

/** Test logs and certificates: the learner themselves, their manager (own team only) and the administrator. */
export async function assertCanSeeLearner(auth: TAuth, userId: string): Promise<void> {
  assertCanSeeUser(auth, await findUser(auth.companyId, userId));
}
