import type { TQuestionType } from '@skillway/shared';
import type { TCatalogueCourse, TCatalogueQuestion } from '../courses/catalogue/index';
import { validateQuestion, type TValidQuestion } from './validate-question';

/**
 * A catalogue course's test settings: its pass mark, and every question asked (its description and handout promise
 * an N-question test, so the default limit of 10 would ask fewer than they say).
 */
export function catalogueTestSettings(source: Pick<TCatalogueCourse, 'quiz'>) {
  return { pass_mark: source.quiz.pass_mark, question_limit: source.quiz.questions.length };
}

/**
 * A catalogue question as a stored one, through the same rules as the admin forms (so a catalogue mistake fails
 * loudly instead of installing a broken question). Association pairs are derived from the positions, which is what
 * the catalogue's `'a:f'` pairs spell out.
 */
export function fromCatalogue(question: TCatalogueQuestion): TValidQuestion {
  const result = validateQuestion(question.question_type as TQuestionType, {
    question: question.question,
    options: question.options,
    correct_answer: question.question_type === 4 ? null : question.correct_answer,
    core_question: question.core_question,
  });
  if (!result.ok)
    throw new Error(`catalogue question is invalid: ${question.question} ${JSON.stringify(result.errors)}`);
  return result.value;
}
