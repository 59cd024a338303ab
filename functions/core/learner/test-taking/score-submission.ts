import { MSG, type TTestAnswerValue, type TTestScoreBody } from '@skillway/shared';
import type { TQuestionItem, TTestItem } from '../../platform/db/types';
import type { TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { listQuestions } from '../../content/tests/test-repository';
import { checkAnswerIds, scoreTest, type TScoreResult } from './score-test';
import { ownCourseOf } from './test-policy';
import { openTestFor } from './open-test';
import { findPaper, type TTestAttemptItem } from './test-paper-repository';

export interface TScoredSubmission {
  courseId: string;
  quiz: TTestItem;
  enrolment: TEnrolmentItem;
  paper: TTestAttemptItem;
  /** The questions asked that still exist, in the order asked. */
  asked: TQuestionItem[];
  answers: Map<string, TTestAnswerValue | null>;
  result: TScoreResult;
}

/** The answers the client may send, as scored: parsed from the body after zod has checked their shapes. */
type TBodyAnswers = { id: string; value: TTestAnswerValue | null }[];

/**
 * Scores answers against the paper served to the caller (getscore and submit both): the caller's own enrolment,
 * ready for the test; the paper still open and not yet submitted; answers only to questions on it, each once.
 */
export async function scoreSubmission(
  auth: TAuth,
  body: Pick<TTestScoreBody, 'quiz_id' | 'course_user_id'> & { answers: TBodyAnswers },
): Promise<TScoredSubmission> {
  const courseId = ownCourseOf(auth, body.course_user_id, body.quiz_id);
  const { quiz, enrolment } = await openTestFor(auth, courseId);

  const paper = await findPaper(auth.companyId, courseId, auth.userId);
  if (!paper || paper.attempts_before !== (enrolment.attempts ?? 0)) {
    throw new AppError('CONFLICT', MSG.TEST_NOT_STARTED);
  }
  const problem = checkAnswerIds(
    paper.question_ids,
    body.answers.map((answer) => answer.id),
  );
  if (problem) {
    throw AppError.field('answers', problem === 'twice' ? MSG.TEST_ANSWER_TWICE : MSG.TEST_ANSWER_NOT_ASKED);
  }

  const bank = new Map((await listQuestions(auth.companyId, courseId)).map((item) => [item.question_id, item]));
  const asked = paper.question_ids.flatMap((id) => bank.get(id) ?? []);
  // Every question asked was deleted meanwhile: nothing left to score, so the learner starts again.
  if (asked.length === 0) throw new AppError('CONFLICT', MSG.TEST_NOT_STARTED);
  const answers = new Map(body.answers.map((answer) => [answer.id, answer.value]));
  const result = scoreTest(asked, answers, quiz.pass_mark, paper.letter_maps);
  return { courseId, quiz, enrolment, paper, asked, answers, result };
}
