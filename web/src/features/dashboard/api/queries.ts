import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_CHANNELS_MAX } from '@skillway/shared';
import { api } from '../../../api';
import { dashboardKeys } from './query-keys';

/**
 * The Playlists widget: the first few published playlists the learner is enrolled on (GET /user/my-channels, the
 * playlists module's rule of what a learner may open), with the total for the "All Playlists" button.
 */
export function useDashboardPlaylists() {
  return useQuery({
    queryKey: dashboardKeys.playlists(),
    queryFn: ({ signal }) =>
      api(
        'playlists.mine',
        { query: { page: 1, limit: DASHBOARD_CHANNELS_MAX, orderBy: 'name', sortedBy: 'asc' } },
        { signal },
      ),
    staleTime: 60_000,
  });
}
