import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@skillway/shared';
import { api } from '../../../api';
import { searchQuery } from '../../../lib/use-list-params';
import { teamKeys } from './query-keys';

/** The signed-in manager's team, all on one page (the spec's "limit 999999"; a team is at most a company). */
export function useTeam(search: string) {
  return useQuery({
    queryKey: teamKeys.list(search),
    queryFn: async ({ signal }) =>
      (
        await api(
          'team.list',
          {
            query: {
              limit: MAX_PAGE_SIZE,
              orderBy: 'first_name',
              sortedBy: 'asc',
              search: searchQuery(search, ['first_name', 'last_name']),
            },
          },
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
