import { enrolmentIdOf, type TOwnCourseEnrolment } from '@skillway/shared';
import type { TEnrolmentItem } from './enrolment-repository';
import { progressOf, stateOf, stateText } from '../../content/courses/course-progress-view';

/** The enrolment fields every view of one's own enrolment shares (the learner's adds the test and watched materials). */
export function presentOwnEnrolment(enrolment: TEnrolmentItem): TOwnCourseEnrolment {
  const state = stateOf(enrolment);
  return {
    id: enrolmentIdOf(enrolment.target_id, enrolment.user_id),
    state,
    state_text: stateText(state),
    progress: progressOf(enrolment),
    deadline: enrolment.deadline || null,
    enrolled_at: enrolment.enrolled_at || null,
    started_at: enrolment.started_at ?? null,
    completed_at: enrolment.completed_at ?? null,
    last_accessed_at: enrolment.last_accessed_at ?? null,
    test_complete: enrolment.test_complete === 1,
    test_passed: enrolment.test_passed === 1,
    test_score: enrolment.test_complete === 1 ? (enrolment.test_score ?? null) : null,
    attempts: enrolment.attempts ?? 0,
    expires_on: enrolment.expires_on ?? null,
    renewal_due: enrolment.renewal_due ?? null,
    cycle: enrolment.cycle ?? 0,
  };
}
