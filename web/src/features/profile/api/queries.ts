import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProfile } from '@skillway/shared';
import { api } from '../../../api';
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
