import {
  ASSOCIATION_ANSWERS,
  ASSOCIATION_LABELS,
  MSG,
  QUESTION_OPTION_LETTERS,
  QUESTION_TYPE,
  questionOptionRequired,
  type TOptionLetter,
  type TQuestionType,
} from '@skillway/shared';

export interface TQuestionInput {
  question: string;
  options?: Partial<Record<string, string | null>>;
  correct_answer?: string | string[] | null;
  core_question?: boolean;
}

export interface TValidQuestion {
  question: string;
  question_type: TQuestionType;
  /** Only the letters the type uses that have text. */
  options: Partial<Record<TOptionLetter, string>>;
  /**
   * Always a list: one letter (single choice; `a` for fill in the blank), two or more letters (multiple choice), or
   * for association the `label:answer` pairs in label order (`a:f`, `b:g`, …), the catalogue's format.
   */
  correct_answers: string[];
  core_question: boolean;
}

export type TQuestionCheck = { ok: true; value: TValidQuestion } | { ok: false; errors: Record<string, string[]> };

function filledOptions(type: TQuestionType, raw: TQuestionInput['options']): Partial<Record<TOptionLetter, string>> {
  const out: Partial<Record<TOptionLetter, string>> = {};
  for (const letter of QUESTION_OPTION_LETTERS[type]) {
    const text = raw?.[letter]?.trim();
    if (text) out[letter] = text;
  }
  return out;
}

/** `'a'`, `['a']`, `'a,c'` or `['a','c']` as distinct lower-case letters. */
export function answerLetters(raw: TQuestionInput['correct_answer']): string[] {
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return [...new Set(parts.map((part) => part.trim().toLowerCase()).filter(Boolean))];
}

/**
 * A choice question: options a and b are required, and the answer letters must name options with text: exactly one
 * for single choice (the selector offers only answers with text), two or more for multiple choice.
 */
function checkChoice(
  options: Partial<Record<TOptionLetter, string>>,
  raw: TQuestionInput['correct_answer'],
  errors: Record<string, string[]>,
  multiple: boolean,
) {
  for (const letter of ['a', 'b'] as const)
    if (!options[letter]) errors[letter] = [questionOptionRequired(QUESTION_TYPE.SINGLE_CHOICE, letter)];
  const letters = answerLetters(raw);
  const countOk = multiple ? letters.length >= 2 : letters.length === 1;
  if (!countOk || letters.some((letter) => !options[letter as TOptionLetter])) {
    errors.correct_answer = [multiple ? MSG.SELECT_MULTIPLE_ANSWERS : MSG.SELECT_CORRECT_ANSWER];
    return [];
  }
  return letters.sort();
}

function checkAssociation(options: Partial<Record<TOptionLetter, string>>, errors: Record<string, string[]>) {
  const pairs: string[] = [];
  ASSOCIATION_LABELS.forEach((label, index) => {
    const answer = ASSOCIATION_ANSWERS[index]!;
    const laterUsed = ASSOCIATION_LABELS.slice(index + 1).some(
      (later, j) => options[later] || options[ASSOCIATION_ANSWERS[index + 1 + j]!],
    );
    // A and B (with their associations) are always required; C to E once they (or a later pair) are used.
    const needed = index < 2 || Boolean(options[label] || options[answer]) || laterUsed;
    if (!needed) return;
    if (!options[label]) errors[label] = [questionOptionRequired(QUESTION_TYPE.ASSOCIATION, label)];
    if (!options[answer]) errors[answer] = [questionOptionRequired(QUESTION_TYPE.ASSOCIATION, answer)];
    if (options[label] && options[answer]) pairs.push(`${label}:${answer}`);
  });
  return pairs;
}

function correctAnswers(
  type: TQuestionType,
  options: Partial<Record<TOptionLetter, string>>,
  raw: TQuestionInput['correct_answer'],
  errors: Record<string, string[]>,
): string[] {
  if (type === QUESTION_TYPE.SINGLE_CHOICE) return checkChoice(options, raw, errors, false);
  if (type === QUESTION_TYPE.MULTIPLE_CHOICE) return checkChoice(options, raw, errors, true);
  if (type === QUESTION_TYPE.ASSOCIATION) return checkAssociation(options, errors);
  // Fill in the blank: the answer is option a.
  if (!options.a) errors.a = [questionOptionRequired(QUESTION_TYPE.FILL_IN_THE_BLANK, 'a')];
  return ['a'];
}

/**
 * The rules of the four question forms (administration spec, Question rules): the letters each type uses, which
 * must have text, and which correct answers are possible (only answers with text). Messages are the spec's.
 */
export function validateQuestion(type: TQuestionType, input: TQuestionInput): TQuestionCheck {
  const errors: Record<string, string[]> = {};
  const question = input.question.trim();
  if (!question) errors.question = ['The question field is required.'];
  const options = filledOptions(type, input.options);

  const correct = correctAnswers(type, options, input.correct_answer, errors);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      question,
      question_type: type,
      options,
      correct_answers: correct,
      core_question: input.core_question ?? false,
    },
  };
}
