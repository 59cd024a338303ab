import { t } from '@lingui/core/macro';
import {
  ASSOCIATION_ANSWERS,
  ASSOCIATION_LABELS,
  MSG,
  OPTION_LETTERS,
  QUESTION_OPTION_LETTERS,
  QUESTION_TYPE,
  type TOptionLetter,
  type TQuestion,
  type TQuestionBody,
  type TQuestionType,
} from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';

/**
 * What the question form edits: every option letter's text (flat, a to j, so the server's field errors land under
 * the matching answer), the correct answer(s) and the core flag.
 */
export interface TQuestionFormValues extends Record<TOptionLetter, string> {
  question: string;
  /** Single choice: the correct letter ('' for none chosen). */
  correct: string;
  /** Multiple choice: the correct letters. */
  corrects: string[];
  core: boolean;
}

export type TQuestionFormErrors = Partial<Record<'question' | 'correct' | 'corrects' | TOptionLetter, string>>;

/**
 * The web's own words for an empty answer field: the same English as the shared `questionOptionRequired` (which the
 * server sends for the same mistake), in the active language.
 */
function optionRequired(type: TQuestionType, letter: TOptionLetter): string {
  const name = letterLabel(letter);
  if (type === QUESTION_TYPE.FILL_IN_THE_BLANK) return t`The answer field is required.`;
  if (type !== QUESTION_TYPE.ASSOCIATION) return t`The answer ${name} field is required.`;
  const answerIndex = (ASSOCIATION_ANSWERS as readonly string[]).indexOf(letter);
  if (answerIndex >= 0) {
    const label = letterLabel(ASSOCIATION_LABELS[answerIndex]!);
    return t`The association of label ${label} is required.`;
  }
  return t`The label ${name} field is required.`;
}

const TYPES = new Set<number>(Object.values(QUESTION_TYPE));

/** The form for a stored type; an unknown type falls back to single choice, as the spec says. */
export function formTypeOf(type: number | null | undefined): TQuestionType {
  return TYPES.has(Number(type)) ? (Number(type) as TQuestionType) : QUESTION_TYPE.SINGLE_CHOICE;
}

export function letterLabel(letter: string): string {
  return letter.toUpperCase();
}

function hasText(values: TQuestionFormValues, letter: TOptionLetter): boolean {
  return values[letter].trim() !== '';
}

/** The answer letters of a type that have text: the only ones the correct-answer selector offers. */
export function answeredLetters(type: TQuestionType, values: TQuestionFormValues): TOptionLetter[] {
  if (type === QUESTION_TYPE.ASSOCIATION) return [];
  return QUESTION_OPTION_LETTERS[type].filter((letter) => hasText(values, letter));
}

export function emptyQuestionValues(): TQuestionFormValues {
  const options = Object.fromEntries(OPTION_LETTERS.map((letter) => [letter, ''])) as Record<TOptionLetter, string>;
  return { ...options, question: '', correct: '', corrects: [], core: false };
}

/** A stored question as the form edits it. */
export function questionToValues(question: TQuestion): TQuestionFormValues {
  const values = emptyQuestionValues();
  values.question = question.question;
  for (const letter of OPTION_LETTERS) values[letter] = question.options[letter] ?? '';
  const answer = question.correct_answer;
  values.correct = typeof answer === 'string' ? answer : (answer[0] ?? '');
  values.corrects = Array.isArray(answer) ? [...answer] : answer ? [answer] : [];
  values.core = question.core_question;
  return values;
}

/**
 * The form's own checks before anything is sent: the question text, and the correct answers as the spec words
 * them. The server checks everything again (and the option rules) and its field messages land under the fields.
 */
export function validateQuestion(type: TQuestionType, values: TQuestionFormValues): TQuestionFormErrors {
  const errors: TQuestionFormErrors = {};
  if (!values.question.trim()) errors.question = t`The question field is required.`;
  const answered = new Set<string>(answeredLetters(type, values));
  // The server's rules, mirrored: single and multiple choice need answers A and B.
  if (type === QUESTION_TYPE.SINGLE_CHOICE || type === QUESTION_TYPE.MULTIPLE_CHOICE) {
    for (const letter of ['a', 'b'] as const)
      if (!hasText(values, letter)) errors[letter] = optionRequired(type, letter);
  }
  switch (type) {
    case QUESTION_TYPE.SINGLE_CHOICE:
      if (!answered.has(values.correct)) errors.correct = specText(MSG.SELECT_CORRECT_ANSWER);
      break;
    case QUESTION_TYPE.FILL_IN_THE_BLANK:
      if (!hasText(values, 'a')) errors.a = optionRequired(type, 'a');
      break;
    case QUESTION_TYPE.MULTIPLE_CHOICE:
      if (values.corrects.filter((letter) => answered.has(letter)).length < 2) {
        errors.corrects = specText(MSG.SELECT_MULTIPLE_ANSWERS);
      }
      break;
    case QUESTION_TYPE.ASSOCIATION:
      ASSOCIATION_LABELS.forEach((label, index) => {
        const answer = ASSOCIATION_ANSWERS[index]!;
        const laterUsed = ASSOCIATION_LABELS.slice(index + 1).some(
          (later, j) => hasText(values, later) || hasText(values, ASSOCIATION_ANSWERS[index + 1 + j]!),
        );
        // A and B are always matched; C to E once they (or a later pair) are used, so no pair is left half done.
        const needed = index < 2 || hasText(values, label) || hasText(values, answer) || laterUsed;
        if (!needed) return;
        if (!hasText(values, label)) errors[label] = optionRequired(type, label);
        if (!hasText(values, answer)) errors[answer] = optionRequired(type, answer);
      });
      break;
  }
  return errors;
}

/** The request body for a type: only that type's letters, and the correct answer in the shape the type uses. */
export function toQuestionBody(type: TQuestionType, testId: string, values: TQuestionFormValues): TQuestionBody {
  const letters = QUESTION_OPTION_LETTERS[type];
  const options: Partial<Record<TOptionLetter, string>> = {};
  for (const letter of letters) {
    const text = values[letter].trim();
    if (text) options[letter] = text;
  }
  const answered = new Set<string>(answeredLetters(type, values));
  let correct: string | string[];
  switch (type) {
    case QUESTION_TYPE.FILL_IN_THE_BLANK:
      correct = 'a';
      break;
    case QUESTION_TYPE.MULTIPLE_CHOICE:
      correct = letters.filter((letter) => values.corrects.includes(letter) && answered.has(letter));
      break;
    case QUESTION_TYPE.ASSOCIATION:
      // Each label's answer is the one written beside it: a with f, b with g, ...
      correct = ASSOCIATION_LABELS.filter((label) => options[label]).map(
        (label) => ASSOCIATION_ANSWERS[ASSOCIATION_LABELS.indexOf(label)]!,
      );
      break;
    default:
      correct = values.correct;
  }
  return {
    quiz_id: testId,
    question: values.question.trim(),
    options,
    correct_answer: correct,
    question_type: type,
    core_question: values.core,
  };
}

/** Server field names to form fields: `options.a` lands under answer A, `correct_answer` under the selector. */
export function questionFieldMap(type: TQuestionType): Record<string, string> {
  return {
    ...Object.fromEntries(OPTION_LETTERS.map((letter) => [`options.${letter}`, letter])),
    correct_answer: type === QUESTION_TYPE.MULTIPLE_CHOICE ? 'corrects' : 'correct',
  };
}
