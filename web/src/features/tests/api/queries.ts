import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TLearnerQuestion, TQuestion } from '@skillway/shared';
import { api } from '../../../api';
import { pageQuery, type TListParams } from '../../../lib/use-list-params';
import { testKeys } from './query-keys';

/**
 * A course's test with its settings (pass mark, agreement statement) and question counts: the test screen's, and
 * the learner's test panel's (for someone enrolled on the course; `enabled` waits for the panel).
 */
export function useTest(id: string, enabled = true) {
  return useQuery({
    queryKey: testKeys.detail(id),
    queryFn: async ({ signal }) => (await api('tests.get', { params: { id } }, { signal })).data,
    enabled,
  });
}

/** The path serves learners a paper without answers too; `view=admin` is the administrator's list, answers included. */
const hasCorrectAnswer = (question: TQuestion | TLearnerQuestion): question is TQuestion =>
  'correct_answer' in question;

/** The test's questions, paged, with their correct answers (administrators only). */
export function useQuestions(testId: string, params: TListParams) {
  return useQuery({
    queryKey: testKeys.questions(testId, params),
    queryFn: async ({ signal }) => {
      const page = await api(
        'tests.questions',
        { params: { id: testId }, query: { ...pageQuery(params), view: 'admin' } },
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
    queryKey: testKeys.question(id ?? ''),
    queryFn: async ({ signal }) => (await api('tests.getQuestion', { params: { id: id ?? '' } }, { signal })).data,
    enabled: id !== null,
    staleTime: 0,
  });
}
