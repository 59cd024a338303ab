import type { TListParams } from '../../../lib/use-list-params';

export const testKeys = {
  all: ['tests'] as const,
  detail: (id: string) => [...testKeys.all, 'detail', id] as const,
  questionLists: (testId: string) => [...testKeys.all, 'questions', testId] as const,
  questions: (testId: string, params: TListParams) => [...testKeys.questionLists(testId), params] as const,
  question: (id: string) => [...testKeys.all, 'question', id] as const,
};
