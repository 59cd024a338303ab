import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TLearnerQuestion, TQuestion } from '@skillway/shared';
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

/** The path serves learners a paper without answers too; `view=admin` is the administrator's list, answers included. */
const hasCorrectAnswer = (question: TQuestion | TLearnerQuestion): question is TQuestion => 'correct_answer' in question;

/** The test's questions, paged, with their correct answers (administrators only). */
export function useQuestions(quizId: string, params: TListParams) {
  return useQuery({
    queryKey: quizAdminKeys.questions(quizId, params),
    queryFn: async ({ signal }) => {
      const page = await api(
        'quizzes.questions',
        { params: { id: quizId }, query: { ...pageQuery(params), view: 'admin' } },
        { signal },
      );
      return { ...page, data: page.data.filter(hasCorrectAnswer) };
    },
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
