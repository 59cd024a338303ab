import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTestScoreBody, TTestSubmitBody } from '@skillway/shared';
import { api } from '../../../api';
import { testTakingKeys } from './query-keys';

/** Finish: would these answers pass? Nothing is recorded. */
export function useTestScore() {
  return useMutation({
    mutationFn: async (body: TTestScoreBody) => (await api('testTaking.getScore', { body })).data,
  });
}

/**
 * Submit: the attempt is recorded and the course's state moves; the test logs read again. Never the open paper:
 * serving one again would replace the paper on the server (and, once the course is complete, fail).
 */
export function useSubmitTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTestSubmitBody) => api('testTaking.submit', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testTakingKeys.allLogs }),
  });
}
