import { MSG, type TLearnerQuestion, type TPaginationMeta } from '@skillway/shared';
import { requireCourse } from '../../content/courses/course-repository';
import { AppError } from '../../platform/http/app-error';
import { paginate } from '../../platform/http/pagination';
import type { TAuth } from '../../platform/http/principal';
import { listQuestions } from '../../content/tests/test-repository';
import type { TQuestionItem } from '../../platform/db/types';
import { presentAskedQuestion, presentPaperQuestion } from './present-test-paper';
import { selectQuestions } from './select-questions';
import { openTestFor } from './open-test';
import { findPaperItem, isLive, savePaper, type TTestAttemptItem } from './test-paper-repository';
import { announceLearning } from '../../delivery/progress/announce-learning';

/**
 * GET /quiz/questions/{id} for someone taking the test (any role, on their own enrolment): their paper, i.e. the
 * selection (limit, core questions, random order), presented without answers, and remembered so that scoring
 * accepts answers to these questions only. The whole paper is one page. An unsubmitted paper of the current attempt
 * is served again as it was (same questions, same answer letters), so a second tab, a retried request or a panel
 * opened twice all answer the paper the server will score; a new one is drawn after each submission, and told to
 * the company's LRS as the test attempted (learning.recorded).
 */
export async function serveTestPaper(
  auth: TAuth,
  courseId: string,
  path: string,
): Promise<{ data: TLearnerQuestion[]; meta: TPaginationMeta }> {
  await requireCourse(auth.companyId, courseId);
  const { quiz, enrolment } = await openTestFor(auth, courseId);

  const bank = await listQuestions(auth.companyId, courseId);
  if (bank.length === 0) throw new AppError('CONFLICT', MSG.TEST_NO_QUESTIONS);
  const attemptsBefore = enrolment.attempts ?? 0;
  const page = (questions: TLearnerQuestion[]) => paginate(questions, { page: 1, limit: questions.length, path });

  for (let round = 0; round < 2; round++) {
    const stored = await findPaperItem(auth.companyId, courseId, auth.userId);
    const again =
      stored && isLive(stored) && stored.attempts_before === attemptsBefore ? presentAgain(stored, bank) : undefined;
    if (again) return page(again);

    const paper = selectQuestions(bank, { random: quiz.random_question, limit: quiz.question_limit }).map((item) =>
      presentPaperQuestion(item),
    );
    const saved = await savePaper(
      {
        companyId: auth.companyId,
        courseId,
        userId: auth.userId,
        questionIds: paper.map((entry) => entry.question.id),
        letterMaps: Object.fromEntries(
          paper.flatMap((entry) => (entry.letterMap ? [[entry.question.id, entry.letterMap]] : [])),
        ),
        attemptsBefore,
      },
      stored,
    );
    if (saved) {
      // A new paper is the attempt begun: the company's LRS hears it (the test attempted; its outcome comes with the
      // submission). A paper served again is the same attempt.
      await announceLearning(enrolment, [
        { kind: 'test_attempted', attempt: attemptsBefore + 1, at: new Date().toISOString() },
      ]);
      return page(paper.map((entry) => entry.question));
    }
    // Another request served a paper meanwhile: serve that one.
  }
  throw new AppError('CONFLICT', MSG.TEST_NOT_STARTED);
}

/** The stored paper presented again, or undefined when one of its questions is gone (a new paper is drawn). */
function presentAgain(paper: TTestAttemptItem, bank: readonly TQuestionItem[]): TLearnerQuestion[] | undefined {
  const byId = new Map(bank.map((item) => [item.question_id, item]));
  const items = paper.question_ids.map((id) => byId.get(id));
  if (items.some((item) => !item)) return undefined;
  return (items as TQuestionItem[]).map((item) => presentAskedQuestion(item, paper.letter_maps[item.question_id]));
}
