import { MSG, type TPaginationMeta, type TQuestion, type TQuestionBody, type TQuestionType } from '@skillway/shared';
import { requireCourse } from '../courses/course-repository';
import type { TQuestionItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { paginate } from '../../platform/http/pagination';
import { presentAdminQuestion } from './present-question';
import {
  deleteQuestions,
  findQuestion,
  findQuestionById,
  findTest,
  insertQuestion,
  listQuestions,
  replaceQuestion,
} from './test-repository';
import { validateQuestion } from './validate-question';

async function requireTest(companyId: string, testId: string) {
  await requireCourse(companyId, testId);
  const quiz = await findTest(companyId, testId);
  if (!quiz) throw AppError.notFound();
  return quiz;
}

async function requireQuestion(companyId: string, questionId: string): Promise<TQuestionItem> {
  const question = await findQuestionById(companyId, questionId);
  if (!question) throw AppError.notFound();
  return question;
}

function checked(type: TQuestionType, body: TQuestionBody) {
  const result = validateQuestion(type, {
    question: body.question,
    options: body.options,
    correct_answer: body.correct_answer,
    core_question: body.core_question,
  });
  if (!result.ok) throw AppError.validation(requestFieldErrors(result.errors));
  return result.value;
}

/** The rules key an answer's error by its letter; the request's field is `options.<letter>` (the web maps it). */
function requestFieldErrors(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [/^[a-z]$/.test(field) ? `options.${field}` : field, messages]),
  );
}

/** Add Question (the form's path decides the type). */
export async function createQuestion(companyId: string, type: TQuestionType, body: TQuestionBody): Promise<TQuestion> {
  await requireTest(companyId, body.quiz_id);
  const value = checked(type, body);
  const questionId = await insertQuestion(companyId, body.quiz_id, value);
  return presentAdminQuestion((await findQuestion(companyId, body.quiz_id, questionId)) as TQuestionItem);
}

/** Edit Question: the question must belong to the test named by quiz_id (else 404). */
export async function updateQuestion(
  companyId: string,
  type: TQuestionType,
  questionId: string,
  body: TQuestionBody,
): Promise<TQuestion> {
  const before = await requireQuestion(companyId, questionId);
  if (before.course_id !== body.quiz_id) throw AppError.notFound();
  await replaceQuestion(before, checked(type, body));
  return presentAdminQuestion((await findQuestion(companyId, before.course_id, questionId)) as TQuestionItem);
}

export async function getQuestion(companyId: string, questionId: string): Promise<TQuestion> {
  return presentAdminQuestion(await requireQuestion(companyId, questionId));
}

export async function listQuestionsPage(
  companyId: string,
  testId: string,
  query: { page?: number; limit?: number },
  path: string,
): Promise<{ data: TQuestion[]; meta: TPaginationMeta }> {
  await requireTest(companyId, testId);
  const page = paginate(await listQuestions(companyId, testId), { page: query.page, limit: query.limit, path });
  return { data: page.data.map(presentAdminQuestion), meta: page.meta };
}

/**
 * Single and multi delete: every id must be a question of this company ('Question not deleted', 404, and nothing
 * is deleted otherwise); the questions of each test go in one transaction with its counters.
 */
export async function removeQuestions(companyId: string, questionIds: readonly string[]): Promise<void> {
  const unique = [...new Set(questionIds)];
  const found = await Promise.all(unique.map((id) => findQuestionById(companyId, id)));
  if (found.some((question) => !question)) throw AppError.notFound(MSG.QUESTION_NOT_DELETED);
  const byTest = new Map<string, TQuestionItem[]>();
  for (const question of found as TQuestionItem[]) {
    byTest.set(question.course_id, [...(byTest.get(question.course_id) ?? []), question]);
  }
  for (const questions of byTest.values()) {
    if (!(await deleteQuestions(questions))) throw AppError.notFound(MSG.QUESTION_NOT_DELETED);
  }
}
