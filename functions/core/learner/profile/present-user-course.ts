import { USER_COURSE_STATE, enrolmentIdOf, type TUserCourseRow } from '@skillway/shared';
import { progressOf, stateOf, stateText } from '../../content/courses/course-progress-view';
import { formatDay } from '../../platform/format/format-day';
import { isDerivedOnly } from '../../delivery/enrolment/enrolment-rules';
import type { TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';

/**
 * The spec's rule for Download Certificate: the course is complete (state 3) and, if it has a test, the test was
 * passed. Anything else has no certificate to offer, whatever the enrolment still holds.
 */
export function certificateAvailable(
  enrolment: Pick<TEnrolmentItem, 'state' | 'test_passed'>,
  hasTest: boolean,
): boolean {
  return stateOf(enrolment) === USER_COURSE_STATE.COMPLETE && (!hasTest || enrolment.test_passed === 1);
}

/** One user course row (pure): the enrolment's progress as the profile table and the user course reports show it. */
export function presentUserCourseRow(
  enrolment: TEnrolmentItem,
  course: { title: string; hasTest: boolean },
  certificateUrl: string | null = null,
): TUserCourseRow {
  const state = stateOf(enrolment);
  return {
    id: enrolmentIdOf(enrolment.target_id, enrolment.user_id),
    course_id: enrolment.target_id,
    title: course.title,
    state,
    state_text: stateText(state),
    enrolled_date_formatted: formatDay(enrolment.enrolled_at),
    start_date_formatted: formatDay(enrolment.started_at),
    complete_date_formatted: formatDay(enrolment.completed_at),
    last_accessed_date: formatDay(enrolment.last_accessed_at),
    deadline_formatted: formatDay(enrolment.deadline),
    progress: progressOf(enrolment),
    has_test: course.hasTest,
    test_complete: enrolment.test_complete === 1,
    test_passed: enrolment.test_passed === 1,
    // A score exists only once the test is done; a half-written attempt shows as 'T.B.C'.
    test_score: enrolment.test_complete === 1 ? (enrolment.test_score ?? null) : null,
    attempts: enrolment.attempts ?? 0,
    certificate_url: certificateAvailable(enrolment, course.hasTest) ? certificateUrl : null,
    ...(certificateAvailable(enrolment, course.hasTest) && enrolment.certificate_id
      ? { certificate_id: enrolment.certificate_id }
      : {}),
    disabled: isDerivedOnly(enrolment.sources),
  };
}
