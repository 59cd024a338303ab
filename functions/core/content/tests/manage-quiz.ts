import type { TQuiz, TQuizSettingsBody } from '@skillway/shared';
import { requireCourse } from '../courses/course-repository';
import { sanitizeSimpleText } from '../../platform/html/sanitize-rich-text';
import { AppError } from '../../platform/http/app-error';
import { presentQuiz } from './present-quiz';
import { createQuizIfMissing, findQuiz, updateQuizSettings } from './quiz-repository';

/** A course's test, 404 when the course is not this company's or has no test. */
export async function getQuiz(companyId: string, quizId: string): Promise<TQuiz> {
  const course = await requireCourse(companyId, quizId);
  const quiz = await findQuiz(companyId, quizId);
  if (!quiz) throw AppError.notFound();
  return presentQuiz(quiz, course);
}

/** The Test action: the course's test, created with the defaults when it has none. `created` says which. */
export async function openQuiz(companyId: string, courseId: string): Promise<{ quiz: TQuiz; created: boolean }> {
  await requireCourse(companyId, courseId);
  const created = await createQuizIfMissing(companyId, courseId);
  return { quiz: await getQuiz(companyId, courseId), created };
}

export async function setPassMark(companyId: string, quizId: string, passMark: number): Promise<TQuiz> {
  await getQuiz(companyId, quizId);
  await updateQuizSettings(companyId, quizId, { pass_mark: passMark });
  return getQuiz(companyId, quizId);
}

/**
 * Test Settings and the agreement statement. The statement keeps only simple HTML (emphasis, paragraphs, lists);
 * an empty one removes it. Core questions are always asked, whatever the limit (enforced when a test is taken).
 */
export async function setQuizSettings(companyId: string, quizId: string, body: TQuizSettingsBody): Promise<TQuiz> {
  await getQuiz(companyId, quizId);
  await updateQuizSettings(companyId, quizId, {
    ...(body.pass_mark !== undefined ? { pass_mark: body.pass_mark } : {}),
    ...(body.question_limit !== undefined ? { question_limit: body.question_limit } : {}),
    ...(body.random_question !== undefined ? { random_question: body.random_question } : {}),
    ...(body.agree_statement !== undefined ? { agree_statement: sanitizeSimpleText(body.agree_statement ?? '') } : {}),
  });
  return getQuiz(companyId, quizId);
}
