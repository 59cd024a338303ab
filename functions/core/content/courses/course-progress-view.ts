import { TEST_SCORE_TEXT, USER_COURSE_STATE, USER_COURSE_STATE_TEXT } from '@skillway/shared';
import type { TTestItem } from '../../platform/db/types';

/**
 * What the reports read from a course enrolment's progress (or a history snapshot of it), with the contract's
 * defaults for absent attributes: an enrolment without a state has not started.
 */
export interface TProgressFields {
  state?: number;
  progress?: number;
  test_complete?: number;
  test_passed?: number;
  test_score?: number;
  attempts?: number;
}

const KNOWN_STATES = new Set<number>(Object.values(USER_COURSE_STATE));

export function stateOf(fields: TProgressFields): number {
  return fields.state !== undefined && KNOWN_STATES.has(fields.state) ? fields.state : USER_COURSE_STATE.NOT_STARTED;
}

export function stateText(state: number): string {
  return USER_COURSE_STATE_TEXT[state] ?? USER_COURSE_STATE_TEXT[USER_COURSE_STATE.NOT_STARTED]!;
}

/** A course has a test a learner can take once its test holds at least one question. */
export function courseHasTest(quiz: TTestItem | null | undefined): boolean {
  return !!quiz && quiz.total_questions > 0;
}

/** The spec's Test Score cell: 'N/A' when the course has no test, 'T.B.C' until it is done, else the percentage. */
export function testScoreText(hasTest: boolean, fields: TProgressFields): string {
  if (!hasTest) return TEST_SCORE_TEXT.NO_TEST;
  if (fields.test_complete !== 1 || fields.test_score === undefined) return TEST_SCORE_TEXT.PENDING;
  return `${Math.round(fields.test_score)}%`;
}

/** Whole percent 0..100. */
export function progressOf(fields: TProgressFields): number {
  const value = fields.progress ?? 0;
  return Math.max(0, Math.min(100, Math.round(value)));
}
