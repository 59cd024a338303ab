import { QUESTION_TYPE, type TTestAnswerValue } from '@skillway/shared';

/**
 * Scoring a test (pure; the only place answers are judged). Per type:
 * 1 single choice: the one correct letter; 2 fill in the blank: the typed text against answer A, trimmed and
 * case-insensitive; 3 multiple choice: exactly the set of correct letters; 4 association: every pair right and no
 * other pair given (answers are translated from the letters they were served under).
 * The score is the share of questions answered right, a whole percent rounded down, so "score >= pass mark" is
 * exactly "right/total >= pass mark/100": exactly the pass mark passes.
 */
export interface TScorableQuestion {
  question_id: string;
  question_type: number;
  options: Partial<Record<string, string>>;
  /** As stored: one letter, letters, `a` for fill in the blank, `label:answer` pairs for association. */
  correct_answers: readonly string[];
}

export interface TScoreResult {
  /** Question id → answered right. */
  correct: Record<string, boolean>;
  right: number;
  total: number;
  score: number;
  passed: boolean;
}

const normalise = (text: string) => text.trim().toLowerCase();

function letters(value: TTestAnswerValue | null | undefined): string[] | undefined {
  if (Array.isArray(value)) return value.map(normalise);
  if (typeof value === 'string') return value.split(',').map(normalise).filter(Boolean);
  return undefined;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
}

function singleChoiceRight(question: TScorableQuestion, value: TTestAnswerValue | null | undefined): boolean {
  const expected = question.correct_answers[0];
  return typeof value === 'string' && !!expected && normalise(value) === normalise(expected);
}

function fillRight(question: TScorableQuestion, value: TTestAnswerValue | null | undefined): boolean {
  const expected = normalise(question.options.a ?? '');
  return typeof value === 'string' && expected !== '' && normalise(value) === expected;
}

function multipleRight(question: TScorableQuestion, value: TTestAnswerValue | null | undefined): boolean {
  const given = letters(value);
  return !!given && given.length > 0 && sameSet(given, question.correct_answers.map(normalise));
}

function associationRight(
  question: TScorableQuestion,
  value: TTestAnswerValue | null | undefined,
  letterMap: Readonly<Record<string, string>> | undefined,
): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const given = Object.entries(value)
    .filter(([, served]) => typeof served === 'string' && served.trim() !== '')
    .map(([label, served]) => {
      const letter = normalise(served!);
      // Without a map (never for a served paper) the letters are taken as stored.
      const stored = letterMap ? letterMap[letter] : letter;
      return `${normalise(label)}:${stored ?? '?'}`;
    });
  const expected = question.correct_answers.map(normalise);
  return expected.length > 0 && given.length === expected.length && sameSet(given, expected);
}

export function isAnswerRight(
  question: TScorableQuestion,
  value: TTestAnswerValue | null | undefined,
  letterMap?: Readonly<Record<string, string>>,
): boolean {
  switch (question.question_type) {
    case QUESTION_TYPE.FILL_IN_THE_BLANK:
      return fillRight(question, value);
    case QUESTION_TYPE.MULTIPLE_CHOICE:
      return multipleRight(question, value);
    case QUESTION_TYPE.ASSOCIATION:
      return associationRight(question, value, letterMap);
    default:
      // Single choice, and any unknown type (the screens fall back to single choice too).
      return singleChoiceRight(question, value);
  }
}

/** Whole percent, rounded down. */
export function percentOf(right: number, total: number): number {
  return total > 0 ? Math.floor((right * 100) / total) : 0;
}

/**
 * Scores the questions asked (unanswered ones count as wrong). `answers` are keyed by question id and must already
 * be checked to name only questions asked (see checkAnswerIds).
 */
export function scoreTest(
  questions: readonly TScorableQuestion[],
  answers: ReadonlyMap<string, TTestAnswerValue | null>,
  passMark: number,
  letterMaps: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): TScoreResult {
  const correct: Record<string, boolean> = {};
  let right = 0;
  for (const question of questions) {
    const ok = isAnswerRight(question, answers.get(question.question_id), letterMaps[question.question_id]);
    correct[question.question_id] = ok;
    if (ok) right += 1;
  }
  const score = percentOf(right, questions.length);
  return { correct, right, total: questions.length, score, passed: questions.length > 0 && score >= passMark };
}

export type TAnswerIdProblem = 'not-asked' | 'twice';

/** Answers may name only questions that were asked, each once. */
export function checkAnswerIds(
  askedIds: readonly string[],
  answerIds: readonly string[],
): TAnswerIdProblem | undefined {
  const asked = new Set(askedIds);
  const seen = new Set<string>();
  for (const id of answerIds) {
    if (!asked.has(id)) return 'not-asked';
    if (seen.has(id)) return 'twice';
    seen.add(id);
  }
  return undefined;
}
