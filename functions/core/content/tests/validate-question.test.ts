import { describe, expect, it } from 'vitest';
import { MSG, QUESTION_TYPE } from '@skillway/shared';
import { answerLetters, validateQuestion } from './validate-question';

const { SINGLE_CHOICE, FILL_IN_THE_BLANK, MULTIPLE_CHOICE, ASSOCIATION } = QUESTION_TYPE;

describe('single choice (type 1)', () => {
  it('keeps A to D with text and one correct letter among them', () => {
    const result = validateQuestion(SINGLE_CHOICE, {
      question: '  Which extinguisher for electrical fires? ',
      options: { a: 'Water', b: 'CO2', c: '  ', d: 'Foam', e: 'Ignored', j: 'Ignored' },
      correct_answer: 'b',
      core_question: true,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        question: 'Which extinguisher for electrical fires?',
        question_type: 1,
        options: { a: 'Water', b: 'CO2', d: 'Foam' },
        correct_answers: ['b'],
        core_question: true,
      },
    });
  });

  it("says 'Select a correct Answer' for no answer, two answers, or an answer without text", () => {
    const options = { a: 'One', b: 'Two', c: '' };
    for (const correct_answer of [null, '', 'c', 'e', ['a', 'b'], 'a,b']) {
      const result = validateQuestion(SINGLE_CHOICE, { question: 'Q', options, correct_answer });
      expect(result.ok ? undefined : result.errors.correct_answer).toEqual([MSG.SELECT_CORRECT_ANSWER]);
    }
  });

  it('requires the question and answers A and B', () => {
    const result = validateQuestion(SINGLE_CHOICE, { question: ' ', options: { c: 'x' }, correct_answer: 'c' });
    expect(result.ok ? {} : result.errors).toEqual({
      question: ['The question field is required.'],
      a: ['The answer A field is required.'],
      b: ['The answer B field is required.'],
    });
  });
});

describe('fill in the blank (type 2)', () => {
  it('takes the answer in A; the correct answer is always a', () => {
    const result = validateQuestion(FILL_IN_THE_BLANK, {
      question: 'The law is the ____ Act.',
      options: { a: 'Data Protection', b: 'x' },
      correct_answer: 'b',
    });
    expect(result.ok && result.value).toMatchObject({ options: { a: 'Data Protection' }, correct_answers: ['a'] });
  });
  it('requires A', () => {
    const result = validateQuestion(FILL_IN_THE_BLANK, { question: 'Q ____', options: {} });
    expect(result.ok ? {} : result.errors).toEqual({ a: ['The answer field is required.'] });
  });
});

describe('multiple choice (type 3)', () => {
  it('keeps A to J and two or more correct letters, sorted', () => {
    const result = validateQuestion(MULTIPLE_CHOICE, {
      question: 'Pick the safe ones',
      options: { a: '1', b: '2', c: '3', j: '10' },
      correct_answer: ['j', 'a', 'a'],
    });
    expect(result.ok && result.value.correct_answers).toEqual(['a', 'j']);
    expect(result.ok && result.value.options).toEqual({ a: '1', b: '2', c: '3', j: '10' });
  });
  it("says 'Select multiple Answers' for fewer than two, or a letter without text", () => {
    const options = { a: '1', b: '2', c: '3' };
    for (const correct_answer of ['a', ['a'], ['a', 'd'], null]) {
      const result = validateQuestion(MULTIPLE_CHOICE, { question: 'Q', options, correct_answer });
      expect(result.ok ? undefined : result.errors.correct_answer).toEqual([MSG.SELECT_MULTIPLE_ANSWERS]);
    }
  });
});

describe('association (type 4)', () => {
  it('pairs labels A to E with answers F to J by position', () => {
    const result = validateQuestion(ASSOCIATION, {
      question: 'Match',
      options: { a: 'Red', b: 'Blue', c: 'Cream', f: 'Water', g: 'Powder', h: 'Foam' },
    });
    expect(result.ok && result.value.correct_answers).toEqual(['a:f', 'b:g', 'c:h']);
  });

  it('rewrites the answer messages as "the association of label A–E"', () => {
    const result = validateQuestion(ASSOCIATION, {
      question: 'Match',
      options: { a: 'A', b: 'B', c: 'C', d: 'D', e: 'E' },
    });
    expect(result.ok ? {} : result.errors).toEqual({
      f: ['The association of label A is required.'],
      g: ['The association of label B is required.'],
      h: ['The association of label C is required.'],
      i: ['The association of label D is required.'],
      j: ['The association of label E is required.'],
    });
  });

  it('needs H only when C is present, and a label for every answer given', () => {
    const twoPairs = validateQuestion(ASSOCIATION, { question: 'Match', options: { a: 'A', b: 'B', f: 'F', g: 'G' } });
    expect(twoPairs.ok).toBe(true);
    const orphan = validateQuestion(ASSOCIATION, {
      question: 'Match',
      options: { a: 'A', b: 'B', f: 'F', g: 'G', i: 'I' },
    });
    expect(orphan.ok ? {} : orphan.errors).toEqual({
      c: ['The label C field is required.'],
      h: ['The association of label C is required.'],
      d: ['The label D field is required.'],
    });
  });
});

describe('answer letters', () => {
  it('reads a letter, a list or a comma list, lower-cased and without repeats', () => {
    expect(answerLetters('B')).toEqual(['b']);
    expect(answerLetters('a, c,a')).toEqual(['a', 'c']);
    expect(answerLetters(['D', 'd'])).toEqual(['d']);
    expect(answerLetters(null)).toEqual([]);
  });
});
