import { MSG, type TTest } from '@skillway/shared';
import { findDefaultCourse } from '../courses/catalogue/index';
import { requireCourse } from '../courses/course-repository';
import { AppError } from '../../platform/http/app-error';
import { catalogueTestSettings, fromCatalogue } from './catalogue-questions';
import { getTest } from './manage-test';
import { createTestIfMissing, replaceAllQuestions, updateTestSettings } from './test-repository';

/**
 * Rebuilds a test from the catalogue course the course was installed from. `repopulate` replaces the questions and
 * keeps the settings; `reseed` restores the default test: the catalogue's questions, pass mark and question
 * limit (all its questions), no random order and no statement. Other courses have nothing to restore from (422).
 */
export async function restoreTestFromCatalogue(
  companyId: string,
  testId: string,
  mode: 'repopulate' | 'reseed',
): Promise<TTest> {
  const course = await requireCourse(companyId, testId);
  const source = course.catalogue_slug ? findDefaultCourse(course.catalogue_slug) : undefined;
  if (!source || (mode === 'reseed' && !course.is_default)) throw AppError.field('quiz', MSG.QUIZ_NOT_FROM_CATALOGUE);
  const questions = source.quiz.questions.map(fromCatalogue);
  await createTestIfMissing(companyId, testId, catalogueTestSettings(source));
  await replaceAllQuestions(companyId, testId, questions);
  if (mode === 'reseed') {
    await updateTestSettings(companyId, testId, {
      ...catalogueTestSettings(source),
      random_question: false,
      agree_statement: null,
    });
  }
  return getTest(companyId, testId);
}
