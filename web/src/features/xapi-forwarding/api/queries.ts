import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { XAPI_FORWARDING_LIMITS } from '@skillway/shared';
import { api } from '../../../api';
import { xapiForwardingKeys } from './query-keys';

function forwardTargetsQueryOptions() {
  return queryOptions({
    queryKey: xapiForwardingKeys.list(),
    queryFn: ({ signal }) => api('xapi.listForwardTargets', undefined, { signal }),
  });
}

/** The company's forwarding targets and where each one's delivery stands. */
export function useForwardTargets() {
  return useQuery(forwardTargetsQueryOptions());
}

/** A target's dead letters, oldest first; `fetchNextPage` reads the next page from the last one's cursor. */
export function useDeadLetters(targetId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: xapiForwardingKeys.deadLetters(targetId),
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        api(
          'xapi.listForwardDeadLetters',
          {
            params: { id: targetId },
            query: {
              limit: String(XAPI_FORWARDING_LIMITS.deadLettersPageDefault),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          { signal },
        ),
      getNextPageParam: (page) => page.meta.next_cursor ?? undefined,
    }),
  );
}
