import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@skillway/shared';
import { api } from '../../../api';
import { pageQuery, searchQuery, type TListParams } from '../../../lib/use-list-params';
import { playlistAdminKeys } from './query-keys';

/** The Playlists table: paged, sorted, searched by name. The previous page stays shown while the next loads. */
export function usePlaylistList(params: TListParams) {
  return useQuery({
    queryKey: playlistAdminKeys.list(params),
    queryFn: ({ signal }) =>
      api('playlists.list', { query: { ...pageQuery(params), search: searchQuery(params.search, ['name']) } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const listOptions = { staleTime: 0, refetchOnWindowFocus: false } as const;

/** Every course of the company for Add / Remove Courses (a company has a few hundred at most). */
export function useCompanyCourses(enabled: boolean) {
  return useQuery({
    queryKey: playlistAdminKeys.courses(),
    queryFn: async ({ signal }) =>
      (await api('courses.list', { query: { limit: MAX_PAGE_SIZE, orderBy: 'name', sortedBy: 'asc' } }, { signal })).data,
    enabled,
    ...listOptions,
  });
}
