import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TLearnerQuestion } from '@skillway/shared';
import { api } from '../../../api';
import { testTakingKeys } from './query-keys';

/**
 * The test paper the server will score: fetched once per opening (never again on focus or reconnect) and
 * forgotten when the panel closes. The server serves an unsubmitted paper again as it was, and draws a new one
 * after each submission.
 */
export function useTestPaper(courseId: string, opening: number, enabled: boolean) {
  return useQuery({
    queryKey: testTakingKeys.paper(courseId, opening),
    queryFn: async ({ signal }) =>
      (await api('tests.questions', { params: { id: courseId } }, { signal })).data as TLearnerQuestion[],
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export const TEST_LOG_PAGE_SIZE = 10;

export function useTestLogs(courseId: string, userId: string, page: number) {
  return useQuery({
    queryKey: testTakingKeys.logs(courseId, userId, page),
    queryFn: ({ signal }) =>
      api(
        'testTaking.logs',
        { params: { id: courseId }, query: { user_id: userId, page, limit: TEST_LOG_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useTestLog(id: string | null) {
  return useQuery({
    queryKey: testTakingKeys.log(id ?? ''),
    queryFn: async ({ signal }) => (await api('testTaking.log', { params: { id: id ?? '' } }, { signal })).data,
    enabled: id !== null,
  });
}
