import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@skillway/shared';
import { api } from '../../../api';
import { pageQuery, searchQuery, type TListParams } from '../../../lib/use-list-params';
import { groupKeys } from './query-keys';

/** The Groups table: paged, sorted, searched by name. The previous page stays shown while the next loads. */
export function useGroupList(params: TListParams) {
  return useQuery({
    queryKey: groupKeys.list(params),
    queryFn: ({ signal }) =>
      api('groups.list', { query: { ...pageQuery(params), search: searchQuery(params.search, ['name']) } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every group of the company (a company has at most a few hundred), for the group selects and filter. */
export function useGroupNames(enabled = true) {
  return useQuery({
    queryKey: groupKeys.names(),
    queryFn: async ({ signal }) =>
      (await api('groups.basic', { query: { limit: MAX_PAGE_SIZE, orderBy: 'name', sortedBy: 'asc' } }, { signal }))
        .data,
    enabled,
  });
}

/** Every active user with whether they belong to the group: the Manage Users panel filters and pages locally. */
export function useGroupCandidates(groupId: string | null) {
  return useQuery({
    queryKey: groupKeys.candidates(groupId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api(
          'groups.allUsers',
          { params: { id: groupId ?? '' }, query: { limit: MAX_PAGE_SIZE, orderBy: 'first_name', sortedBy: 'asc' } },
          { signal },
        )
      ).data,
    enabled: groupId !== null,
    // The panel edits a snapshot: a background refetch must not reset the ticks being made.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
