import { MAX_PAGE_SIZE } from '@skillway/shared';
import { pageQuery, searchQuery, type TListParams } from '../../../lib/use-list-params';
import { useCourses } from '../../courses/api/queries';
import { usePlaylists } from './queries';

/** The Playlists table: paged, sorted, searched by name. */
export function usePlaylistList(params: TListParams) {
  return usePlaylists({ ...pageQuery(params), search: searchQuery(params.search, ['name']) });
}

/** Every course of the company for Add / Remove Courses (a company has a few hundred at most). */
export function useCompanyCourses(enabled: boolean) {
  return useCourses(
    { limit: MAX_PAGE_SIZE, orderBy: 'name', sortedBy: 'asc' },
    { enabled, snapshot: true, select: (page) => page.data },
  );
}
