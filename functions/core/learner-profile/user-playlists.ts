import type { TPageQuery, TPaginationMeta, TUserPlaylistRow } from '@skillway/shared';
import { formatDay } from '../courses/format-day';
import { listUserEnrolments, type TEnrolmentItem } from '../enrolment/enrolment-repository';
import { matchesSearch, sortBy } from '../groups/list-options';
import { paginate } from '../http/pagination';
import { getPlaylistsByIds, type TPlaylistItem } from './playlist-lookup';

/** One playlist enrolment of the user with its playlist. */
export interface TUserPlaylistEntry {
  enrolment: TEnrolmentItem;
  playlist: TPlaylistItem;
}

const SEARCH_FIELDS = { name: (entry: TUserPlaylistEntry) => entry.playlist.name };
const SORT_FIELDS = {
  name: (entry: TUserPlaylistEntry) => entry.playlist.name,
  total_modules: (entry: TUserPlaylistEntry) => entry.playlist.total_modules,
  enrolled_at: (entry: TUserPlaylistEntry) => entry.enrolment.enrolled_at,
  deadline: (entry: TUserPlaylistEntry) => entry.enrolment.deadline,
};

export function presentUserPlaylist({ enrolment, playlist }: TUserPlaylistEntry): TUserPlaylistRow {
  return {
    id: playlist.playlist_id,
    name: playlist.name,
    total_modules: playlist.total_modules,
    enrolled_date_formatted: formatDay(enrolment.enrolled_at),
    deadline_formatted: formatDay(enrolment.deadline),
  };
}

/**
 * The user's playlist (channel) enrolments with their playlists: one Query of the user's enrolments (gsi1), then a
 * BatchGet of exactly those playlists. Enrolments of a playlist deleted meanwhile are left out.
 */
export async function loadUserPlaylists(companyId: string, userId: string): Promise<TUserPlaylistEntry[]> {
  const enrolments = await listUserEnrolments(companyId, userId, 'channel');
  if (enrolments.length === 0) return [];
  const playlists = await getPlaylistsByIds(
    companyId,
    enrolments.map((enrolment) => enrolment.target_id),
  );
  return enrolments.flatMap((enrolment) => {
    const playlist = playlists.get(enrolment.target_id);
    return playlist ? [{ enrolment, playlist }] : [];
  });
}

/** Profile Playlists: searched by name, sorted (default: name) and paged. */
export async function pageUserPlaylists(
  companyId: string,
  userId: string,
  query: TPageQuery,
  path: string,
): Promise<{ data: TUserPlaylistRow[]; meta: TPaginationMeta }> {
  const entries = (await loadUserPlaylists(companyId, userId)).filter((entry) =>
    matchesSearch(entry, query.search, SEARCH_FIELDS, ['name']),
  );
  const byName = sortBy(entries, 'name', 'asc', SORT_FIELDS, 'name');
  const sorted = query.orderBy ? sortBy(byName, query.orderBy, query.sortedBy, SORT_FIELDS, 'name') : byName;
  const page = paginate(sorted, { page: query.page, limit: query.limit, path });
  return { data: page.data.map(presentUserPlaylist), meta: page.meta };
}
