import { MSG, USER_COURSE_STATE, type TTestAnswerValue, type TTestSubmitResult } from '@skillway/shared';
import { listCourseAssets } from '../../content/courses/material-repository';
import { sortableId } from '../../platform/crypto/tokens';
import type { TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { updateCourseProgress } from '../../delivery/progress/course-progress-repository';
import type { TProgressPatch } from '../../delivery/progress/progress-patch';
import { decideProgress } from '../../delivery/progress/progress-rules';
import { presentAskedQuestion } from './present-test-paper';
import { scoreSubmission, type TScoredSubmission } from './score-submission';
import { assertCanTakeTest } from './test-policy';
import { encodeSnapshot, type TTestLogSnapshot } from './test-log-snapshot';
import { testLogPutWrite } from '../../delivery/progress/test-log-repository';
import { deleteSubmittedPaper } from './test-paper-repository';
import { progressMaterialIds } from '../../delivery/progress/progress-materials';

export interface TSubmission {
  quiz_id: string;
  course_user_id: string;
  answers: { id: string; value: TTestAnswerValue | null }[];
  agree_statement?: boolean;
  signed_name?: string | null;
}

/** The questions as asked and the answers as given, each marked right or wrong (never the correct answers). */
function snapshotOf(scored: TScoredSubmission): TTestLogSnapshot {
  const { asked, answers, result, paper } = scored;
  return {
    questions: asked.map((item) => {
      const {
        created_at: _created,
        updated_at: _updated,
        quiz_id: _quiz,
        ...question
      } = presentAskedQuestion(item, paper.letter_maps[item.question_id]);
      return { ...question, correct: result.correct[item.question_id] ?? false };
    }),
    answers: asked.map((item) => ({
      id: item.question_id,
      question_type: item.question_type,
      value: answers.get(item.question_id) ?? null,
      correct: result.correct[item.question_id] ?? false,
    })),
  };
}

/**
 * POST /test/submit: scores on the server, then in ONE transaction records the attempt (test log) and sets the
 * enrolment's test fields and the state the progress rules decide (passed and every material accessed: complete,
 * which publishes course.completed). A passed test with an agreement statement needs the learner's typed name; Agree
 * or Disagree is recorded as is_agree.
 *
 * The paper is deleted after the transaction, not in it (issue 36: a transaction bills each of its writes twice). The
 * transaction's condition on the enrolment's version and the attempts check in `decide` already make a paper count
 * once: once the attempt is counted its `attempts_before` no longer matches, so it can be neither scored nor served
 * again (serve-test-paper.ts draws a new one over it). A paper a failed delete leaves (logged) expires with its TTL;
 * until then only a reset of the enrolment to its attempt count would make it current again, as if just served.
 */
export async function submitTest(auth: TAuth, body: TSubmission): Promise<TTestSubmitResult> {
  const scored = await scoreSubmission(auth, body);
  const { courseId, quiz, paper, result } = scored;
  const statement = quiz.agree_statement?.trim();
  const signedName = body.signed_name?.trim() ?? '';
  if (result.passed && statement && !signedName) {
    throw AppError.field('signed_name', MSG.TEST_SIGNED_NAME_REQUIRED);
  }

  const materialIds = progressMaterialIds(await listCourseAssets(auth.companyId, courseId));
  const snapshot = encodeSnapshot(snapshotOf(scored));
  const logId = sortableId();
  const now = new Date().toISOString();
  const signed = result.passed && !!statement;

  const decide = (current: TEnrolmentItem): TProgressPatch => {
    assertCanTakeTest(current);
    // Another submission of this paper (a second tab, a retry) got there first.
    if ((current.attempts ?? 0) !== paper.attempts_before) throw new AppError('CONFLICT', MSG.TEST_NOT_STARTED);
    const testPassed = result.passed ? 1 : 0;
    const decision = decideProgress({ materialIds, hasTest: true }, { ...current, test_passed: testPassed });
    const patch: TProgressPatch = {
      test_complete: 1,
      test_passed: testPassed,
      test_score: result.score,
      attempts: paper.attempts_before + 1,
      is_agree: signed ? (body.agree_statement ? 1 : 0) : null,
      signed_name: signed ? signedName : null,
      state: decision.state,
      progress: decision.progress,
      last_accessed_at: now,
    };
    if (decision.state === USER_COURSE_STATE.COMPLETE) patch.completed_at = current.completed_at ?? now;
    return patch;
  };

  const next = await updateCourseProgress(auth.companyId, courseId, auth.userId, decide, {
    current: scored.enrolment,
    extraWrites: () => [
      testLogPutWrite({
        companyId: auth.companyId,
        courseId,
        userId: auth.userId,
        logId,
        attempt: paper.attempts_before + 1,
        score: result.score,
        passed: result.passed,
        passMark: quiz.pass_mark,
        snapshot,
        createdAt: now,
      }),
    ],
  });
  await deleteSubmittedPaper(paper);
  return {
    passed: result.passed,
    score: result.score,
    pass_mark: quiz.pass_mark,
    attempts: next.attempts ?? paper.attempts_before + 1,
    // Tests have no attempt limit: every failed test may be taken again.
    attempts_left: null,
    state: next.state ?? USER_COURSE_STATE.TEST_PENDING,
    test_log_id: logId,
  };
}
