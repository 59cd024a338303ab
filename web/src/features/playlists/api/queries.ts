import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@skillway/shared';
import { api } from '../../../api';
import { searchQuery } from '../../../lib/use-list-params';
import { playlistKeys } from './query-keys';

/** My Playlists: the published playlists I am enrolled on (a handful: read whole, searched by name on the server). */
export function useMyPlaylists(search: string) {
  return useQuery({
    queryKey: playlistKeys.mine(search),
    queryFn: async ({ signal }) =>
      (
        await api(
          'playlists.mine',
          { query: { limit: MAX_PAGE_SIZE, orderBy: 'name', sortedBy: 'asc', search: searchQuery(search, ['name']) } },
          { signal },
        )
      ).data,
    placeholderData: keepPreviousData,
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
