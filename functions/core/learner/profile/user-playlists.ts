import type { TPageQuery, TPaginationMeta, TUserPlaylistRow } from '@skillway/shared';
import { getCoursesByIds } from '../../content/courses/course-repository';
import { formatDay } from '../../platform/format/format-day';
import { listUserEnrolments, type TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { matchesSearch, sortBy } from '../../platform/http/list-options';
import { paginate } from '../../platform/http/pagination';
import type { TAuth } from '../../platform/http/principal';
import { publishedModules } from '../../content/playlists/playlist-courses';
import { canSeePlaylist, playlistViewer } from '../../content/playlists/playlist-policy';
import { getPlaylists, type TPlaylistItem } from '../../content/playlists/playlist-repository';

/** One playlist enrolment of the user with its playlist and what the user can take of it. */
interface TUserPlaylistEntry {
  enrolment: TEnrolmentItem;
  playlist: TPlaylistItem;
  /** Its published courses (the modules the user can take); a playlist with none is not published. */
  modules: number;
}

const published = (entry: TUserPlaylistEntry) => entry.modules > 0;

const SEARCH_FIELDS = { name: (entry: TUserPlaylistEntry) => entry.playlist.name };
const SORT_FIELDS = {
  name: (entry: TUserPlaylistEntry) => entry.playlist.name,
  total_modules: (entry: TUserPlaylistEntry) => entry.modules,
  enrolled_at: (entry: TUserPlaylistEntry) => entry.enrolment.enrolled_at,
  deadline: (entry: TUserPlaylistEntry) => entry.enrolment.deadline,
};

function presentUserPlaylist(entry: TUserPlaylistEntry): TUserPlaylistRow {
  return {
    id: entry.playlist.playlist_id,
    name: entry.playlist.name,
    total_modules: entry.modules,
    published: published(entry),
    enrolled_date_formatted: formatDay(entry.enrolment.enrolled_at),
    deadline_formatted: formatDay(entry.enrolment.deadline),
  };
}

/**
 * The user's playlist (channel) enrolments with their playlists: one Query of the user's enrolments (gsi1), a
 * BatchGet of exactly those playlists and one of their courses (to count the published ones). Enrolments of a
 * playlist deleted meanwhile are left out.
 */
async function loadUserPlaylists(companyId: string, userId: string): Promise<TUserPlaylistEntry[]> {
  const enrolments = await listUserEnrolments(companyId, userId, 'channel');
  if (enrolments.length === 0) return [];
  const playlists = await getPlaylists(
    companyId,
    enrolments.map((enrolment) => enrolment.target_id),
  );
  const courses = await getCoursesByIds(
    companyId,
    [...playlists.values()].flatMap((playlist) => playlist.modules.map((module) => module.course_id)),
  );
  return enrolments.flatMap((enrolment) => {
    const playlist = playlists.get(enrolment.target_id);
    return playlist ? [{ enrolment, playlist, modules: publishedModules(playlist.modules, courses).length }] : [];
  });
}

/**
 * Profile Playlists: searched by name, sorted (default: name) and paged. One's own list holds what one may open
 * (playlist-policy: a learner or manager the published playlists, so the View button never leads to "not found");
 * an administrator or manager looking at someone else's summary sees every enrolment, each marked `published`.
 */
export async function pageUserPlaylists(
  auth: Pick<TAuth, 'companyId' | 'userId' | 'roleId'>,
  userId: string,
  query: TPageQuery,
  path: string,
): Promise<{ data: TUserPlaylistRow[]; meta: TPaginationMeta }> {
  const viewer = playlistViewer(auth);
  const own = userId === auth.userId;
  const entries = (await loadUserPlaylists(auth.companyId, userId)).filter(
    (entry) =>
      (!own || canSeePlaylist(viewer, { published: published(entry), enrolled: true })) &&
      matchesSearch(entry, query.search, SEARCH_FIELDS, ['name']),
  );
  const byName = sortBy(entries, 'name', 'asc', SORT_FIELDS, 'name');
  const sorted = query.orderBy ? sortBy(byName, query.orderBy, query.sortedBy, SORT_FIELDS, 'name') : byName;
  const page = paginate(sorted, { page: query.page, limit: query.limit, path });
  return { data: page.data.map(presentUserPlaylist), meta: page.meta };
}
