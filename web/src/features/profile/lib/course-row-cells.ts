import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { USER_COURSE_STATE, type TUserCourseRow } from '@skillway/shared';

type TRow = Pick<TUserCourseRow, 'state' | 'has_test' | 'test_complete' | 'test_passed' | 'test_score'>;

/**
 * The Test Score column: the percent once the test is done, 'T.B.C' until then, 'N/A' when the course has none (the
 * English of the shared TEST_SCORE_TEXT, translated here: that object is not among the spec texts).
 */
export function testScoreText(row: TRow): string {
  if (!row.has_test) return t`N/A`;
  if (!row.test_complete || row.test_score === null) return t`T.B.C`;
  return `${Math.round(row.test_score)}%`;
}

/** The Passed Test column: 'Yes' or 'No' once the test is done, 'T.B.C' until then, 'N/A' without a test. */
export function passedTestText(row: TRow): string {
  if (!row.has_test) return t`N/A`;
  if (!row.test_complete) return t`T.B.C`;
  return row.test_passed ? t`Yes` : t`No`;
}

/** The spec's rule: state 3, and with a test only if it was passed. */
function canDownloadCertificate(row: TRow): boolean {
  return row.state === USER_COURSE_STATE.COMPLETE && (!row.has_test || row.test_passed);
}

export type TCourseAction = 'start' | 'continue' | 'take-test' | 'certificate';

export const COURSE_ACTION_LABEL: Record<TCourseAction, MessageDescriptor> = {
  start: msg`Start Course`,
  continue: msg`Continue Course`,
  'take-test': msg`Take Test`,
  certificate: msg`Download Certificate`,
};

/**
 * The action column by state: 1 Start Course; 2 Continue Course; 3 Download Certificate (with a test, only if
 * passed); 5 Take Test plus Continue Course. Every action but the certificate opens the course player, which opens
 * the test when it is due.
 */
export function courseActions(row: TRow): TCourseAction[] {
  switch (row.state) {
    case USER_COURSE_STATE.NOT_STARTED:
      return ['start'];
    case USER_COURSE_STATE.IN_PROGRESS:
      return ['continue'];
    case USER_COURSE_STATE.TEST_PENDING:
      return ['take-test', 'continue'];
    case USER_COURSE_STATE.COMPLETE:
      return canDownloadCertificate(row) ? ['certificate'] : [];
    default:
      return [];
  }
}

/** The course player of a course, as link options. */
export function playerLink(courseId: string) {
  return { to: '/courses/player/$id', params: { id: courseId } } as const;
}
