import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TProfile } from '@skillway/shared';
import { api } from '../../../api';
import { pageQuery, searchQuery, type TListParams } from '../../../lib/use-list-params';
import { profileKeys } from './query-keys';

/** The signed-in user with their company summary; the route guard reads it too (company state). */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.me(),
    queryFn: async ({ signal }): Promise<TProfile> => (await api('profile.get', undefined, { signal })).data,
    staleTime: 60_000,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/**
 * A user's course rows (GET /users/courses): one's own with `userId` null, else a team member's or a company
 * user's (the server answers 404 for anyone else). Searched by title, sorted and paged on the server. The one
 * hook of this operation: the users table's course report reads it too.
 */
export function useCourseRows(userId: string | null, params: TListParams, enabled = true) {
  return useQuery({
    queryKey: profileKeys.courses(userId, params),
    queryFn: ({ signal }) =>
      api(
        'profile.courses',
        {
          query: {
            ...pageQuery(params),
            search: searchQuery(params.search, ['title']),
            ...(userId ? { id: userId } : {}),
          },
        },
        { signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** A user's playlist enrolments (GET /user/channels), paged. */
export function usePlaylistRows(userId: string | null, params: TListParams) {
  return useQuery({
    queryKey: profileKeys.playlists(userId, params),
    queryFn: ({ signal }) =>
      api('profile.playlists', { query: { ...pageQuery(params), ...(userId ? { id: userId } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The User Summary's header: names, email and the course counters of one user the caller may see. */
export function useUserSummary(userId: string) {
  return useQuery({
    queryKey: profileKeys.summary(userId),
    queryFn: async ({ signal }) => (await api('team.customerUser', { params: { id: userId } }, { signal })).data,
  });
}

/** One's own two-step verification: on or off, required or not, recovery codes left. */
export function useTwoStepStatus() {
  return useQuery({ queryKey: profileKeys.twoStep(), queryFn: async () => (await api('profile.twoStep')).data });
}
