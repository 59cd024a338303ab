import { describe, expect, it } from 'vitest';
import type { TQuestionItem } from '../../platform/db/types';
import { presentAskedQuestion, presentPaperQuestion } from './present-test-paper';

function item(overrides: Partial<TQuestionItem>): TQuestionItem {
  return {
    company_id: 'c1',
    course_id: 'course-1',
    question_id: 'q1',
    question: 'Question?',
    question_type: 1,
    options: {},
    correct_answers: ['a'],
    core_question: false,
    gsi1pk: 'x',
    gsi1sk: 'y',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Reverses any list: a deterministic "shuffle". */
const reverse = () => 0;

describe('presentPaperQuestion', () => {
  it('never carries the correct answer', () => {
    const { question } = presentPaperQuestion(item({ options: { a: 'Yes', b: 'No' }, correct_answers: ['b'] }));
    expect(question).not.toHaveProperty('correct_answer');
    expect(question).not.toHaveProperty('correct_answers');
    expect(JSON.stringify(question)).not.toContain('correct');
    expect(question).toMatchObject({ id: 'q1', quiz_id: 'course-1', options: { a: 'Yes', b: 'No' } });
  });

  it('hides the answer text of a fill in the blank question', () => {
    const { question } = presentPaperQuestion(item({ question_type: 2, options: { a: 'oxygen' } }));
    expect(question.options).toEqual({});
  });

  it('serves single choice A to D and multiple choice A to J, only those with text', () => {
    const options = { a: 'A', b: 'B', c: ' ', e: 'E', j: 'J' };
    expect(presentPaperQuestion(item({ question_type: 1, options })).question.options).toEqual({ a: 'A', b: 'B' });
    expect(presentPaperQuestion(item({ question_type: 3, options })).question.options).toEqual({
      a: 'A',
      b: 'B',
      e: 'E',
      j: 'J',
    });
  });

  it('shuffles the association answers, letters them again from F skipping empty ones, and keeps the map', () => {
    const paper = presentPaperQuestion(
      item({
        question_type: 4,
        options: { a: 'Cat', b: 'Dog', c: 'Cow', f: 'Meow', g: 'Woof', h: 'Moo', i: '' },
        correct_answers: ['a:f', 'b:g', 'c:h'],
      }),
      reverse,
    );
    // With random() = 0 Fisher–Yates rotates [f, g, h] to [g, h, f].
    expect(paper.question.options).toEqual({ a: 'Cat', b: 'Dog', c: 'Cow', f: 'Woof', g: 'Moo', h: 'Meow' });
    expect(paper.letterMap).toEqual({ f: 'g', g: 'h', h: 'f' });
  });

  it('skips an empty answer in the middle so the served letters stay contiguous', () => {
    const paper = presentPaperQuestion(
      item({ question_type: 4, options: { a: 'One', b: 'Two', f: 'Uno', h: 'Dos' }, correct_answers: ['a:f', 'b:h'] }),
      () => 0.99,
    );
    expect(Object.keys(paper.question.options).sort()).toEqual(['a', 'b', 'f', 'g']);
    expect(Object.values(paper.letterMap ?? {}).sort()).toEqual(['f', 'h']);
  });
});

describe('presentAskedQuestion', () => {
  it('rebuilds the paper as served from the letter map', () => {
    const stored = item({
      question_type: 4,
      options: { a: 'Cat', b: 'Dog', f: 'Meow', g: 'Woof' },
      correct_answers: ['a:f', 'b:g'],
    });
    const served = presentPaperQuestion(stored, () => 0);
    const again = presentAskedQuestion(stored, served.letterMap);
    expect(again.options).toEqual(served.question.options);
    expect(again.options).toEqual({ a: 'Cat', b: 'Dog', f: 'Woof', g: 'Meow' });
  });
});
