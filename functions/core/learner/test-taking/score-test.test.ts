import { describe, expect, it } from 'vitest';
import { checkAnswerIds, isAnswerRight, percentOf, scoreTest, type TScorableQuestion } from './score-test';

const single: TScorableQuestion = {
  question_id: 'q1',
  question_type: 1,
  options: { a: 'Water', b: 'CO2', c: 'Foam' },
  correct_answers: ['b'],
};
const fill: TScorableQuestion = {
  question_id: 'q2',
  question_type: 2,
  options: { a: ' Oxygen ' },
  correct_answers: ['a'],
};
const multi: TScorableQuestion = {
  question_id: 'q3',
  question_type: 3,
  options: { a: 'A', b: 'B', c: 'C', d: 'D' },
  correct_answers: ['a', 'c'],
};
const association: TScorableQuestion = {
  question_id: 'q4',
  question_type: 4,
  options: { a: 'Cat', b: 'Dog', c: 'Cow', f: 'Meow', g: 'Woof', h: 'Moo' },
  correct_answers: ['a:f', 'b:g', 'c:h'],
};

describe('single choice (type 1)', () => {
  it('is right with the one correct letter only', () => {
    expect(isAnswerRight(single, 'b')).toBe(true);
    expect(isAnswerRight(single, ' B ')).toBe(true);
    expect(isAnswerRight(single, 'a')).toBe(false);
    expect(isAnswerRight(single, ['b'])).toBe(false);
    expect(isAnswerRight(single, null)).toBe(false);
    expect(isAnswerRight(single, undefined)).toBe(false);
  });

  it('scores an unknown type as single choice', () => {
    expect(isAnswerRight({ ...single, question_type: 9 }, 'b')).toBe(true);
  });
});

describe('fill in the blank (type 2)', () => {
  it('compares with answer A, trimmed and case-insensitively', () => {
    expect(isAnswerRight(fill, 'oxygen')).toBe(true);
    expect(isAnswerRight(fill, '  OXYGEN\t')).toBe(true);
    expect(isAnswerRight(fill, 'oxygen gas')).toBe(false);
    expect(isAnswerRight(fill, '')).toBe(false);
    expect(isAnswerRight(fill, 'a')).toBe(false);
  });

  it('never matches an empty stored answer', () => {
    expect(isAnswerRight({ ...fill, options: {} }, '')).toBe(false);
  });
});

describe('multiple choice (type 3)', () => {
  it('needs exactly the set of correct letters', () => {
    expect(isAnswerRight(multi, ['c', 'a'])).toBe(true);
    expect(isAnswerRight(multi, ['a', 'C'])).toBe(true);
    expect(isAnswerRight(multi, 'a,c')).toBe(true);
    expect(isAnswerRight(multi, ['a'])).toBe(false);
    expect(isAnswerRight(multi, ['a', 'c', 'd'])).toBe(false);
    expect(isAnswerRight(multi, [])).toBe(false);
  });
});

describe('association (type 4)', () => {
  it('needs every pair right, translating the letters as served', () => {
    // Served: f = Moo (stored h), g = Meow (stored f), h = Woof (stored g).
    const letterMap = { f: 'h', g: 'f', h: 'g' };
    expect(isAnswerRight(association, { a: 'g', b: 'h', c: 'f' }, letterMap)).toBe(true);
    expect(isAnswerRight(association, { a: 'f', b: 'g', c: 'h' }, letterMap)).toBe(false);
    expect(isAnswerRight(association, { a: 'g', b: 'h' }, letterMap)).toBe(false);
    expect(isAnswerRight(association, { a: 'g', b: 'h', c: 'f', d: 'f' }, letterMap)).toBe(false);
    expect(isAnswerRight(association, { a: 'g', b: 'h', c: 'x' }, letterMap)).toBe(false);
    expect(isAnswerRight(association, 'a:f', letterMap)).toBe(false);
  });

  it('ignores labels left empty but still needs every pair', () => {
    expect(isAnswerRight(association, { a: 'f', b: 'g', c: 'h', d: '' })).toBe(true);
  });
});

describe('scoreTest', () => {
  const questions = [single, fill, multi, association];
  const all = new Map<string, never>();

  it('counts unanswered questions as wrong', () => {
    expect(scoreTest(questions, all, 80)).toMatchObject({ right: 0, total: 4, score: 0, passed: false });
  });

  it('passes at exactly the pass mark and fails just under it', () => {
    const answers = new Map<string, string | string[]>([
      ['q1', 'b'],
      ['q2', 'oxygen'],
      ['q3', ['a', 'c']],
    ]);
    expect(scoreTest(questions, answers, 75)).toMatchObject({ right: 3, score: 75, passed: true });
    expect(scoreTest(questions, answers, 76)).toMatchObject({ score: 75, passed: false });
    expect(scoreTest(questions, answers, 75).correct).toEqual({ q1: true, q2: true, q3: true, q4: false });
  });

  it('rounds the score down, so a fraction under the pass mark does not pass', () => {
    const three = [single, fill, multi];
    const answers = new Map<string, string>([
      ['q1', 'b'],
      ['q2', 'oxygen'],
    ]);
    // 2/3 = 66.67%.
    expect(scoreTest(three, answers, 66)).toMatchObject({ score: 66, passed: true });
    expect(scoreTest(three, answers, 67)).toMatchObject({ score: 66, passed: false });
  });

  it('gives 100 for all right and passes a pass mark of 100', () => {
    const answers = new Map<string, unknown>([
      ['q1', 'b'],
      ['q2', 'Oxygen'],
      ['q3', ['a', 'c']],
      ['q4', { a: 'f', b: 'g', c: 'h' }],
    ]);
    expect(scoreTest(questions, answers as never, 100)).toMatchObject({ score: 100, passed: true });
  });

  it('passes a pass mark of 0 but never an empty paper', () => {
    expect(scoreTest(questions, all, 0).passed).toBe(true);
    expect(scoreTest([], all, 0)).toMatchObject({ total: 0, score: 0, passed: false });
  });

  it('uses the letter maps of association questions', () => {
    const answers = new Map<string, unknown>([['q4', { a: 'g', b: 'h', c: 'f' }]]);
    const result = scoreTest([association], answers as never, 100, { q4: { f: 'h', g: 'f', h: 'g' } });
    expect(result.passed).toBe(true);
  });
});

describe('percentOf', () => {
  it('is a whole percent rounded down', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('checkAnswerIds', () => {
  it('accepts answers to questions asked, each once, and any subset', () => {
    expect(checkAnswerIds(['q1', 'q2'], ['q2'])).toBeUndefined();
    expect(checkAnswerIds(['q1', 'q2'], [])).toBeUndefined();
  });

  it('refuses a question that was not asked and a question answered twice', () => {
    expect(checkAnswerIds(['q1', 'q2'], ['q1', 'q3'])).toBe('not-asked');
    expect(checkAnswerIds(['q1', 'q2'], ['q1', 'q1'])).toBe('twice');
  });
});
