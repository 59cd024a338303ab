import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@skillway/shared';
import { api } from '../../../api';
import { pageQuery, searchQuery, type TListParams } from '../../../lib/use-list-params';
import { useCourseRows } from '../../profile/api/queries';
import { userKeys, type TUserFilters } from './query-keys';

const NAME_FIELDS = ['first_name', 'last_name'] as const;

/** GET /clients: paged, sorted, searched by name, filtered by created date and groups; meta.users is the counter. */
export function useUserList(params: TListParams, filters: TUserFilters) {
  return useQuery({
    queryKey: userKeys.list(params, filters),
    queryFn: ({ signal }) =>
      api(
        'users.list',
        {
          query: {
            ...pageQuery(params),
            search: searchQuery(params.search, NAME_FIELDS),
            start: filters.start ?? undefined,
            end: filters.end ?? undefined,
            // One comma-separated value: API Gateway joins repeated keys the same way, but not every proxy does.
            groups: filters.groups.length > 0 ? filters.groups.join(',') : undefined,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useArchivedUsers(params: TListParams) {
  return useQuery({
    queryKey: userKeys.archived(params),
    queryFn: ({ signal }) =>
      api(
        'users.archived',
        { query: { ...pageQuery(params), search: searchQuery(params.search, NAME_FIELDS) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: string | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => (await api('users.get', { params: { id: id ?? '' } }, { signal })).data,
    enabled: id !== null,
    // The edit form starts from what the server holds now, not from a minute-old copy.
    staleTime: 0,
  });
}

/** Every active user the caller may pick (a company holds at most 500), for the manager's team select. */
export function useUserPicker(enabled: boolean) {
  return useQuery({
    queryKey: userKeys.picker(),
    queryFn: async ({ signal }) =>
      (
        await api(
          'users.basicDetails',
          { query: { limit: MAX_PAGE_SIZE, orderBy: 'first_name', sortedBy: 'asc' } },
          { signal },
        )
      ).data,
    enabled,
  });
}

/** An archived user's course rows. */
function useArchivedUserCourses(id: string, params: TListParams, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.archivedCourses(id, params),
    queryFn: ({ signal }) => api('users.archivedCourses', { params: { id }, query: pageQuery(params) }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** A user's course rows: an active user's (the profile's one GET /users/courses query) or an archived user's. */
export function useUserCourses(id: string, archived: boolean, params: TListParams) {
  const active = useCourseRows(id, params, !archived);
  const archivedRows = useArchivedUserCourses(id, params, archived);
  return archived ? archivedRows : active;
}

/** Whether BreatheHR is offered to the company, and whether a token is saved (masked). */
export function useBreatheSettings() {
  return useQuery({
    queryKey: userKeys.breathe(),
    queryFn: async ({ signal }) => (await api('imports.breatheSettings', undefined, { signal })).data,
    staleTime: 5 * 60_000,
  });
}
