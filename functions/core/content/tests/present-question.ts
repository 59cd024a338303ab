import { QUESTION_TYPE, type TLearnerQuestion, type TOptions, type TQuestion } from '@skillway/shared';
import type { TQuestionItem } from '../../platform/db/types';

/** The stored list as the contract shows it: one letter for single choice and fill in the blank, else the list. */
function presentCorrectAnswer(item: Pick<TQuestionItem, 'question_type' | 'correct_answers'>): string | string[] {
  const single =
    item.question_type === QUESTION_TYPE.SINGLE_CHOICE || item.question_type === QUESTION_TYPE.FILL_IN_THE_BLANK;
  return single ? (item.correct_answers[0] ?? '') : [...item.correct_answers];
}

/** The fields every view shares; a learner's paper (functions/core/learner/test-taking) re-letters and strips further. */
function base(item: TQuestionItem): TLearnerQuestion {
  return {
    id: item.question_id,
    quiz_id: item.course_id,
    question: item.question,
    question_type: item.question_type,
    options: { ...item.options } as TOptions,
    core_question: item.core_question,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

/** For administrators (Test admin): the question with its correct answer. */
export function presentAdminQuestion(item: TQuestionItem): TQuestion {
  return { ...base(item), correct_answer: presentCorrectAnswer(item) };
}
