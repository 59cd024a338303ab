import { MSG, type TLearnerQuestion, type TPaginationMeta } from '@skillway/shared';
import { requireCourse } from '../courses/course-repository';
import { AppError } from '../http/app-error';
import { paginate } from '../http/pagination';
import type { TAuth } from '../http/principal';
import { getCourseEnrolment } from '../progress/course-progress-repository';
import { findQuiz, listQuestions } from '../quizzes/quiz-repository';
import { presentPaperQuestion } from './present-test-paper';
import { selectQuestions } from './select-questions';
import { assertCanTakeTest } from './test-policy';
import { savePaper } from './test-paper-repository';

/**
 * GET /quiz/questions/{id} for someone taking the test (any role, on their own enrolment): a fresh paper, i.e. the
 * selection (limit, core questions, random order), presented without answers, and remembered so that scoring
 * accepts answers to these questions only. The whole paper is one page.
 */
export async function serveTestPaper(
  auth: TAuth,
  courseId: string,
  path: string,
): Promise<{ data: TLearnerQuestion[]; meta: TPaginationMeta }> {
  await requireCourse(auth.companyId, courseId);
  const quiz = await findQuiz(auth.companyId, courseId);
  if (!quiz) throw AppError.notFound();
  const enrolment = await getCourseEnrolment(auth.companyId, courseId, auth.userId);
  assertCanTakeTest(enrolment);

  const bank = await listQuestions(auth.companyId, courseId);
  if (bank.length === 0) throw new AppError('CONFLICT', MSG.TEST_NO_QUESTIONS);
  const paper = selectQuestions(bank, { random: quiz.random_question, limit: quiz.question_limit }).map((item) =>
    presentPaperQuestion(item),
  );
  await savePaper({
    companyId: auth.companyId,
    courseId,
    userId: auth.userId,
    questionIds: paper.map((entry) => entry.question.id),
    letterMaps: Object.fromEntries(
      paper.flatMap((entry) => (entry.letterMap ? [[entry.question.id, entry.letterMap]] : [])),
    ),
    attemptsBefore: enrolment.attempts ?? 0,
  });
  return paginate(
    paper.map((entry) => entry.question),
    { page: 1, limit: paper.length, path },
  );
}
