import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@skillway/shared';
import { api } from '../../../api';
import { pageQuery, searchQuery, type TListParams } from '../../../lib/use-list-params';
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

/** One page of the team, searched by name on the server (the stepper's Select Users table). */
export function useTeamPage(params: TListParams, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.page(params),
    queryFn: async ({ signal }) =>
      api(
        'team.list',
        { query: { ...pageQuery(params), search: searchQuery(params.search, ['first_name', 'last_name']) } },
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * One user's assigned or unassigned courses, whole (a company has at most a few hundred courses): the panel filters
 * them by name locally, so ticks survive a change of the search.
 */
export function useUserCourses(userId: string, scope: 'enrolled' | 'unenrolled') {
  return useQuery({
    queryKey: teamKeys.userCourses(userId, scope),
    queryFn: async ({ signal }) =>
      (
        await api(
          scope === 'enrolled' ? 'team.enrolledCourses' : 'team.unenrolledCourses',
          { params: { id: userId }, query: { limit: MAX_PAGE_SIZE, orderBy: 'name', sortedBy: 'asc' } },
          { signal },
        )
      ).data,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** One page of the company's published courses, searched by name on the server (the stepper's Select Courses). */
export function useAssignableCourses(params: TListParams, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.assignable(params),
    queryFn: async ({ signal }) =>
      api(
        'team.assignableCourses',
        { query: { ...pageQuery(params), search: searchQuery(params.search, ['name']) } },
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
