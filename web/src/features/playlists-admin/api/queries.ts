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

/**
 * One playlist with what a panel needs (`modules` for the courses and the organiser, `supplementalMaterial` for
 * Additional Content). Panels edit a snapshot: no background refetch while they are open.
 */
export function usePlaylist(id: string | null, include: string) {
  return useQuery({
    queryKey: playlistAdminKeys.one(id ?? '', include),
    queryFn: async ({ signal }) => (await api('playlists.get', { params: { id: id ?? '' }, query: { include } }, { signal })).data,
    enabled: id !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
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
