import type { TListParams } from '../../../lib/use-list-params';

export const quizAdminKeys = {
  all: ['admin-quizzes'] as const,
  quiz: (id: string) => [...quizAdminKeys.all, 'quiz', id] as const,
  questionLists: (quizId: string) => [...quizAdminKeys.all, 'questions', quizId] as const,
  questions: (quizId: string, params: TListParams) => [...quizAdminKeys.questionLists(quizId), params] as const,
  question: (id: string) => [...quizAdminKeys.all, 'question', id] as const,
};
