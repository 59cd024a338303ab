import { LEARNER_TEXT, USER_COURSE_STATE } from '@skillway/shared';

/**
 * A course card's button by state, as on My Courses: Start Course, Continue Course, Complete Test, Course Completed
 * (the spec's LEARNER_TEXT, which CourseActionButton shows in the active language).
 */
export function courseCardAction(state: number): string {
  switch (state) {
    case USER_COURSE_STATE.IN_PROGRESS:
      return LEARNER_TEXT.CONTINUE_COURSE;
    case USER_COURSE_STATE.TEST_PENDING:
      return LEARNER_TEXT.COMPLETE_TEST;
    case USER_COURSE_STATE.COMPLETE:
      return LEARNER_TEXT.COURSE_COMPLETED;
    default:
      return LEARNER_TEXT.START_COURSE;
  }
}
