import { describe, expect, it } from 'vitest';
import type { TLearnerQuestion } from '@skillway/shared';
import { associationParts, isAnswered, toSubmission } from './answers';

const question = (question_type: number, options: Record<string, string> = {}): TLearnerQuestion => ({
  id: `q${question_type}`,
  quiz_id: 'course',
  question: 'Q',
  question_type,
  options,
  core_question: false,
  created_at: '',
  updated_at: '',
});

describe('isAnswered', () => {
  it('needs a choice for single choice', () => {
    const single = question(1, { a: 'A', b: 'B' });
    expect(isAnswered(single, undefined)).toBe(false);
    expect(isAnswered(single, '')).toBe(false);
    expect(isAnswered(single, 'a')).toBe(true);
  });

  it('needs text for fill in the blank', () => {
    expect(isAnswered(question(2), '   ')).toBe(false);
    expect(isAnswered(question(2), 'oxygen')).toBe(true);
  });

  it('needs at least two selections for multiple choice', () => {
    const multi = question(3, { a: 'A', b: 'B', c: 'C' });
    expect(isAnswered(multi, [])).toBe(false);
    expect(isAnswered(multi, ['a'])).toBe(false);
    expect(isAnswered(multi, ['a', 'c'])).toBe(true);
  });

  it('needs an answer for every label of an association', () => {
    const association = question(4, { a: 'Cat', b: 'Dog', f: 'Woof', g: 'Meow' });
    expect(isAnswered(association, { a: 'g' })).toBe(false);
    expect(isAnswered(association, { a: 'g', b: '' })).toBe(false);
    expect(isAnswered(association, { a: 'g', b: 'f' })).toBe(true);
  });
});

describe('associationParts', () => {
  it('lists the labels and the answers that have text', () => {
    expect(associationParts(question(4, { a: 'Cat', b: 'Dog', f: 'Woof', g: 'Meow' }))).toEqual({
      labels: ['a', 'b'],
      answers: ['f', 'g'],
    });
  });
});

describe('toSubmission', () => {
  it('sends one answer per question asked, null when unanswered', () => {
    const paper = [question(1, { a: 'A', b: 'B' }), question(2)];
    expect(toSubmission(paper, { q1: 'b' })).toEqual([
      { id: 'q1', type: 1, value: 'b' },
      { id: 'q2', type: 2, value: null },
    ]);
  });
});
