import { USER_COURSE_STATE, type TLearnerEnrolment } from '@skillway/shared';

/**
 * The player's test area (spec, Course player): locked until every material is accessed, then ready; failed with
 * the score after a failed attempt; passed (or complete without a test) with the certificate. A course without a
 * test shows nothing until it is complete.
 */
export type TTestArea =
  { kind: 'locked' } | { kind: 'ready' } | { kind: 'failed'; score: number } | { kind: 'passed' } | null;

export function testAreaOf(
  enrolled: Pick<TLearnerEnrolment, 'state' | 'has_test' | 'test_complete' | 'test_passed' | 'test_score'>,
): TTestArea {
  if (enrolled.state === USER_COURSE_STATE.COMPLETE) return { kind: 'passed' };
  if (!enrolled.has_test) return null;
  if (enrolled.test_complete && !enrolled.test_passed)
    return { kind: 'failed', score: Math.round(enrolled.test_score ?? 0) };
  if (enrolled.state === USER_COURSE_STATE.TEST_PENDING) return { kind: 'ready' };
  return { kind: 'locked' };
}
