import type { TListParams } from '../../../lib/use-list-params';

export const testAdminKeys = {
  all: ['admin-quizzes'] as const,
  quiz: (id: string) => [...testAdminKeys.all, 'quiz', id] as const,
  questionLists: (testId: string) => [...testAdminKeys.all, 'questions', testId] as const,
  questions: (testId: string, params: TListParams) => [...testAdminKeys.questionLists(testId), params] as const,
  question: (id: string) => [...testAdminKeys.all, 'question', id] as const,
};
