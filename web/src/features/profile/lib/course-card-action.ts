import { USER_COURSE_STATE } from '@skillway/shared';

/** A course card's button by state, as on My Courses: Start Course, Continue Course, Complete Test, Course Completed. */
export function courseCardAction(state: number): string {
  switch (state) {
    case USER_COURSE_STATE.IN_PROGRESS:
      return 'Continue Course';
    case USER_COURSE_STATE.TEST_PENDING:
      return 'Complete Test';
    case USER_COURSE_STATE.COMPLETE:
      return 'Course Completed';
    default:
      return 'Start Course';
  }
}
