import { USER_COURSE_STATE } from '@skillway/shared';
import { courseStateOf } from '../../delivery/progress/progress-state';

/**
 * When a learner has a certificate (administration spec, Certificate display): the course is complete (state 3),
 * and it has no test or the test was passed. A test added after completion must be passed first.
 */
export function isCertificateDue(enrolment: { state?: number; test_passed?: number }, hasTest: boolean): boolean {
  return courseStateOf(enrolment.state) === USER_COURSE_STATE.COMPLETE && (!hasTest || enrolment.test_passed === 1);
}
