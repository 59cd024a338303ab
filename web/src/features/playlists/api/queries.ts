import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_CHANNELS_MAX, MAX_PAGE_SIZE } from '@skillway/shared';
import { api, type TApiArgs, type TApiResult } from '../../../api';
import { searchQuery } from '../../../lib/use-list-params';
import { playlistKeys } from './query-keys';

type TMinePlaylistsQuery = NonNullable<TApiArgs<'playlists.mine'>['query']>;

/** My Playlists: every published playlist I am enrolled on (a handful: read whole), searched by name on the server. */
export function myPlaylistsQuery(search: string): TMinePlaylistsQuery {
  return { limit: MAX_PAGE_SIZE, orderBy: 'name', sortedBy: 'asc', search: searchQuery(search, ['name']) };
}

/** The dashboard widget: the first few, with the total for its "All Playlists" button. */
export const DASHBOARD_PLAYLISTS_QUERY: TMinePlaylistsQuery = {
  page: 1,
  limit: DASHBOARD_CHANNELS_MAX,
  orderBy: 'name',
  sortedBy: 'asc',
};

/**
 * GET /user/my-channels: the published playlists I am enrolled on (the playlists module's rule of what a learner
 * may open), for My Playlists and the dashboard widget.
 */
export function useMinePlaylists(query: TMinePlaylistsQuery, { staleTime }: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: playlistKeys.mine(query),
    queryFn: ({ signal }) => api('playlists.mine', { query }, { signal }),
    placeholderData: keepPreviousData,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** What the learner's playlist details show: its published courses by level, with my progress on each, and its files. */
export const LEARNER_PLAYLIST_INCLUDE = 'publishedmodules,supplementalMaterial';

/**
 * GET /channels/{id} with what the screen needs: the learner's details (LEARNER_PLAYLIST_INCLUDE), or an admin
 * panel's `modules`, `supplementalMaterial` or nothing. Admin panels edit a snapshot (`snapshot`): read fresh when
 * they open, no background refetch while open. `id` null: nothing to read yet.
 */
export function usePlaylist(id: string | null, include: string, { snapshot = false } = {}) {
  return useQuery({
    queryKey: playlistKeys.detail(id ?? '', include),
    queryFn: async ({ signal }) =>
      (await api('playlists.get', { params: { id: id ?? '' }, query: { include } }, { signal })).data,
    enabled: id !== null,
    ...(snapshot ? { staleTime: 0, refetchOnWindowFocus: false } : {}),
  });
}

type TPlaylistListQuery = NonNullable<TApiArgs<'playlists.list'>['query']>;
type TPlaylistPage = TApiResult<'playlists.list'>;

/**
 * GET /channels, the company's playlists (a manager's hold only published ones): the Playlists table's pages, the
 * course form's Playlists field and My Team's playlists to hand out. The previous page stays shown while the next loads.
 */
export function usePlaylists<T = TPlaylistPage>(
  query: TPlaylistListQuery,
  select?: (page: TPlaylistPage) => T,
  enabled = true,
) {
  return useQuery({
    queryKey: playlistKeys.list(query),
    queryFn: ({ signal }) => api('playlists.list', { query }, { signal }),
    select,
    enabled,
    placeholderData: keepPreviousData,
  });
}
