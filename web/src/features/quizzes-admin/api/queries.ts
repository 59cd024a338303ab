import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { pageQuery, type TListParams } from '../../../lib/use-list-params';
import { quizAdminKeys } from './query-keys';

/** A test with its settings and question counts. */
export function useQuiz(id: string) {
  return useQuery({
    queryKey: quizAdminKeys.quiz(id),
    queryFn: async ({ signal }) => (await api('quizzes.get', { params: { id } }, { signal })).data,
  });
}

/** The test's questions, paged, with their correct answers (administrators only). */
export function useQuestions(quizId: string, params: TListParams) {
  return useQuery({
    queryKey: quizAdminKeys.questions(quizId, params),
    queryFn: ({ signal }) => api('quizzes.questions', { params: { id: quizId }, query: pageQuery(params) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One question for the Edit Question panel, read fresh when the panel opens. */
export function useQuestion(id: string | null) {
  return useQuery({
    queryKey: quizAdminKeys.question(id ?? ''),
    queryFn: async ({ signal }) => (await api('quizzes.getQuestion', { params: { id: id ?? '' } }, { signal })).data,
    enabled: id !== null,
    staleTime: 0,
  });
}
