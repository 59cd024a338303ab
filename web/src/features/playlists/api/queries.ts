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

/** One playlist as a learner sees it: its published courses by level, with my progress on each, and its files. */
export function usePlaylistDetails(id: string) {
  return useQuery({
    queryKey: playlistKeys.details(id),
    queryFn: async ({ signal }) =>
      (await api('playlists.get', { params: { id }, query: { include: 'publishedmodules,supplementalMaterial' } }, { signal }))
        .data,
  });
}
