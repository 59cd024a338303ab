import type { TTest, TTestSettingsBody } from '@skillway/shared';
import { requireCourse } from '../courses/course-repository';
import { loadSanitiser, sanitizeSimpleText } from '../../platform/html/html-sanitiser';
import { AppError } from '../../platform/http/app-error';
import { presentTest } from './present-test';
import { createTestIfMissing, findTest, updateTestSettings } from './test-repository';

/** A course's test, 404 when the course is not this company's or has no test. */
export async function getTest(companyId: string, testId: string): Promise<TTest> {
  const course = await requireCourse(companyId, testId);
  const quiz = await findTest(companyId, testId);
  if (!quiz) throw AppError.notFound();
  return presentTest(quiz, course);
}

/** The Test action: the course's test, created with the defaults when it has none. `created` says which. */
export async function openTest(companyId: string, courseId: string): Promise<{ quiz: TTest; created: boolean }> {
  await requireCourse(companyId, courseId);
  const created = await createTestIfMissing(companyId, courseId);
  return { quiz: await getTest(companyId, courseId), created };
}

export async function setPassMark(companyId: string, testId: string, passMark: number): Promise<TTest> {
  await getTest(companyId, testId);
  await updateTestSettings(companyId, testId, { pass_mark: passMark });
  return getTest(companyId, testId);
}

/**
 * Test Settings and the agreement statement. The statement keeps only simple HTML (emphasis, paragraphs, lists);
 * an empty one removes it. Core questions are always asked, whatever the limit (enforced when a test is taken).
 */
export async function setTestSettings(companyId: string, testId: string, body: TTestSettingsBody): Promise<TTest> {
  await getTest(companyId, testId);
  if (body.agree_statement !== undefined) await loadSanitiser();
  await updateTestSettings(companyId, testId, {
    ...(body.pass_mark !== undefined ? { pass_mark: body.pass_mark } : {}),
    ...(body.question_limit !== undefined ? { question_limit: body.question_limit } : {}),
    ...(body.random_question !== undefined ? { random_question: body.random_question } : {}),
    ...(body.agree_statement !== undefined ? { agree_statement: sanitizeSimpleText(body.agree_statement ?? '') } : {}),
  });
  return getTest(companyId, testId);
}
