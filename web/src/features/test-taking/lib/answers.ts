import {
  ASSOCIATION_ANSWERS,
  ASSOCIATION_LABELS,
  QUESTION_TYPE,
  type TLearnerQuestion,
  type TTestAnswer,
  type TTestAnswerValue,
} from '@skillway/shared';

/** What the learner has given for one question: a letter, a text, letters, or an answer letter per label. */
export type TAnswerValue = string | string[] | Record<string, string>;
export type TAnswers = Readonly<Record<string, TAnswerValue | undefined>>;

/** Multiple choice needs at least this many selections before Next (spec, states and transitions). */
export const MULTIPLE_CHOICE_MIN = 2;

/** The option letters of a question that have text, in letter order. */
export function lettersOf(question: Pick<TLearnerQuestion, 'options'>, letters: readonly string[]): string[] {
  return letters.filter((letter) => Boolean(question.options[letter as keyof typeof question.options]));
}

/** Association: the labels A–E to match, and the answers F–J to choose from (as served: shuffled, empty skipped). */
export function associationParts(question: Pick<TLearnerQuestion, 'options'>) {
  return { labels: lettersOf(question, ASSOCIATION_LABELS), answers: lettersOf(question, ASSOCIATION_ANSWERS) };
}

/** True once the question has an answer the spec lets the learner move on with (Next, Finish). */
export function isAnswered(
  question: Pick<TLearnerQuestion, 'question_type' | 'options'>,
  value: TAnswerValue | undefined,
): boolean {
  switch (question.question_type) {
    case QUESTION_TYPE.FILL_IN_THE_BLANK:
      return typeof value === 'string' && value.trim() !== '';
    case QUESTION_TYPE.MULTIPLE_CHOICE:
      return Array.isArray(value) && value.length >= MULTIPLE_CHOICE_MIN;
    case QUESTION_TYPE.ASSOCIATION: {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
      const { labels } = associationParts(question);
      return labels.length > 0 && labels.every((label) => Boolean(value[label]));
    }
    default:
      return typeof value === 'string' && value !== '';
  }
}

/** The answers as the API takes them: one per question asked, in the paper's order. */
export function toSubmission(paper: readonly TLearnerQuestion[], answers: TAnswers): TTestAnswer[] {
  return paper.map((question) => ({
    id: question.id,
    type: question.question_type,
    value: (answers[question.id] ?? null) as TTestAnswerValue | null,
  }));
}
