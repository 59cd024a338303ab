import { describe, expect, it } from 'vitest';
import { DEFAULT_COURSES } from '../courses/catalogue/index';
import { fromCatalogue } from './catalogue-questions';

describe('catalogue questions', () => {
  it("every catalogue question passes the admin forms' rules and keeps its correct answer", () => {
    for (const course of DEFAULT_COURSES) {
      for (const question of course.quiz.questions) {
        const stored = fromCatalogue(question);
        const expected = Array.isArray(question.correct_answer)
          ? [...question.correct_answer].sort()
          : [question.correct_answer];
        expect([...stored.correct_answers].sort(), `${course.slug}: ${question.question}`).toEqual(expected);
        expect(stored.core_question).toBe(question.core_question);
      }
    }
  });
});
