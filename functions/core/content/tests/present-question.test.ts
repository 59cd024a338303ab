import { describe, expect, it } from 'vitest';
import { ZQuestion } from '@skillway/shared';
import * as z from 'zod/mini';
import type { TQuestionItem } from '../../platform/db/types';
import { presentAdminQuestion } from './present-question';

function item(overrides: Partial<TQuestionItem> = {}): TQuestionItem {
  return {
    company_id: 'c1',
    course_id: 'course-1',
    question_id: 'q1',
    question: 'Which?',
    question_type: 1,
    options: { a: 'One', b: 'Two' },
    correct_answers: ['b'],
    core_question: true,
    gsi1pk: 'C#c1#CCHILD#q1',
    gsi1sk: 'QUESTION#q1',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('question presenters', () => {
  it('gives administrators the correct answer: a letter for types 1 and 2, a list for 3 and 4', () => {
    expect(presentAdminQuestion(item()).correct_answer).toBe('b');
    expect(presentAdminQuestion(item({ question_type: 2, correct_answers: ['a'] })).correct_answer).toBe('a');
    expect(presentAdminQuestion(item({ question_type: 3, correct_answers: ['a', 'b'] })).correct_answer).toEqual([
      'a',
      'b',
    ]);
    expect(presentAdminQuestion(item({ question_type: 4, correct_answers: ['a:f'] })).correct_answer).toEqual(['a:f']);
    expect(z.safeParse(ZQuestion, presentAdminQuestion(item())).success).toBe(true);
  });
});
