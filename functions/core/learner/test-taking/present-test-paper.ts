import {
  ASSOCIATION_ANSWERS,
  ASSOCIATION_LABELS,
  QUESTION_OPTION_LETTERS,
  QUESTION_TYPE,
  type TLearnerQuestion,
  type TOptions,
  type TOptionLetter,
  type TQuestionType,
} from '@skillway/shared';
import type { TQuestionItem } from '../../platform/db/types';
import { shuffled, type TRandom } from './select-questions';

export interface TPaperQuestion {
  question: TLearnerQuestion;
  /** Association only: the letter each answer is served under → its stored letter. */
  letterMap?: Record<string, string>;
}

function textOf(item: TQuestionItem, letter: TOptionLetter): string | undefined {
  const text = item.options[letter]?.trim();
  return text ? text : undefined;
}

/**
 * The options a learner sees, built letter by letter from an allow-list:
 * - fill in the blank: none (its option A *is* the answer);
 * - association: the labels A–E as stored, and the answers F–J shuffled and lettered again from F with the empty
 *   ones skipped. Stored pairs are always A–F, B–G, …, so serving the stored letters would give the answers away.
 * - single and multiple choice: the letters of the type that have text.
 */
function learnerOptions(
  item: TQuestionItem,
  orderAnswers: (stored: TOptionLetter[]) => TOptionLetter[],
): { options: TOptions; letterMap?: Record<string, string> } {
  const type = item.question_type as TQuestionType;
  if (type === QUESTION_TYPE.FILL_IN_THE_BLANK) return { options: {} };
  const options: TOptions = {};
  if (type === QUESTION_TYPE.ASSOCIATION) {
    for (const label of ASSOCIATION_LABELS) {
      const text = textOf(item, label);
      if (text) options[label] = text;
    }
    const answers = ASSOCIATION_ANSWERS.filter((letter) => textOf(item, letter));
    const letterMap: Record<string, string> = {};
    orderAnswers(answers).forEach((stored, index) => {
      const served = ASSOCIATION_ANSWERS[index]!;
      options[served] = textOf(item, stored)!;
      letterMap[served] = stored;
    });
    return { options, letterMap };
  }
  for (const letter of QUESTION_OPTION_LETTERS[type] ?? QUESTION_OPTION_LETTERS[QUESTION_TYPE.SINGLE_CHOICE]) {
    const text = textOf(item, letter);
    if (text) options[letter] = text;
  }
  return { options };
}

function paperQuestion(item: TQuestionItem, options: TOptions): TLearnerQuestion {
  return {
    id: item.question_id,
    quiz_id: item.course_id,
    question: item.question,
    question_type: item.question_type,
    options,
    core_question: item.core_question,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

/** One question of a learner's test paper: never its correct answer, whatever the item holds. */
export function presentPaperQuestion(item: TQuestionItem, random: TRandom = Math.random): TPaperQuestion {
  const { options, letterMap } = learnerOptions(item, (stored) => shuffled(stored, random));
  return { question: paperQuestion(item, options), ...(letterMap ? { letterMap } : {}) };
}

/**
 * The question as it was served, from the letter map kept with the paper (the test log shows the paper the
 * learner saw). Answers no longer in the question are left out.
 */
export function presentAskedQuestion(
  item: TQuestionItem,
  letterMap: Readonly<Record<string, string>> = {},
): TLearnerQuestion {
  const order = (stored: TOptionLetter[]) => {
    const served = ASSOCIATION_ANSWERS.map((letter) => letterMap[letter]).filter(
      (letter): letter is TOptionLetter => !!letter && stored.includes(letter as TOptionLetter),
    );
    // Answers added after the paper was served go last.
    return [...served, ...stored.filter((letter) => !served.includes(letter))];
  };
  return paperQuestion(item, learnerOptions(item, order).options);
}
