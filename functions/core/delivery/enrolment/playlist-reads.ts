import type { TPageQuery, TPlaylist } from '@skillway/shared';
import type { TCourseItem } from '../../platform/db/types';
import { getEnrolments, listUserEnrolments, type TEnrolmentItem } from './enrolment-repository';
import { playlistTarget } from './enrolment-targets';
import { parseInclude } from '../../content/courses/present-course';
import { matchesSearch, sortBy } from '../../platform/http/list-options';
import { AppError } from '../../platform/http/app-error';
import { paginate } from '../../platform/http/pagination';
import type { TAuth } from '../../platform/http/principal';
import { listPlaylistAssets } from '../../content/playlists/playlist-asset-repository';
import {
  companyCourseLookup,
  coursesOfPlaylist,
  isPublished,
  type TCourseLookup,
} from '../../content/playlists/playlist-courses';
import {
  canSeePlaylist,
  playlistViewer,
  visibleModules,
  type TPlaylistViewer,
} from '../../content/playlists/playlist-policy';
import {
  getPlaylistStats,
  getPlaylists,
  listCompanyPlaylists,
  listPlaylistStats,
  requirePlaylist,
  type TPlaylistItem,
  type TPlaylistStatsItem,
} from '../../content/playlists/playlist-repository';
import { presentPlaylist, presentPlaylistAssets } from '../../content/playlists/present-playlist';

/** include names the spec uses for a playlist's courses (the organiser asked for courses and kanban). */
const MODULE_INCLUDES = ['modules', 'organised', 'courses', 'kanban'];

interface TIncludes {
  modules: boolean;
  publishedmodules: boolean;
  assets: boolean;
}

function includesOf(param: string | undefined): TIncludes {
  const include = parseInclude(param);
  return {
    modules: MODULE_INCLUDES.some((name) => include.has(name)),
    publishedmodules: include.has('publishedmodules'),
    assets: include.has('supplementalmaterial'),
  };
}

function withModules(include: TIncludes): boolean {
  return include.modules || include.publishedmodules;
}

/** The viewer's course enrolments by course id (one index Query), for the module cards' buttons. */
async function courseEnrolmentsOf(auth: TAuth): Promise<Map<string, TEnrolmentItem>> {
  const enrolments = await listUserEnrolments(auth.companyId, auth.userId, 'course');
  return new Map(enrolments.map((item) => [item.target_id, item]));
}

interface TPresentContext {
  viewer: TPlaylistViewer;
  courses: TCourseLookup;
  stats?: TPlaylistStatsItem;
  include: TIncludes;
  /** The viewer's course enrolments, read once per response when modules are included. */
  viewerEnrolments?: ReadonlyMap<string, TEnrolmentItem>;
}

async function present(auth: TAuth, playlist: TPlaylistItem, context: TPresentContext): Promise<TPlaylist> {
  const { include, viewerEnrolments } = context;
  const assets = include.assets
    ? await listPlaylistAssets(auth.companyId, playlist.playlist_id).then(presentPlaylistAssets)
    : undefined;
  return presentPlaylist(playlist, {
    courses: context.courses,
    // Enrolment counts are the administrator's report fields; nobody else is told how many people are enrolled.
    stats: context.viewer === 'admin' ? context.stats : undefined,
    ...(include.modules ? { modules: visibleModules(context.viewer) } : {}),
    publishedmodules: include.publishedmodules,
    ...(assets ? { assets } : {}),
    ...(viewerEnrolments ? { viewerEnrolments } : {}),
  });
}

async function isEnrolled(auth: TAuth, playlistId: string): Promise<boolean> {
  const found = await getEnrolments(auth.companyId, [{ userId: auth.userId, target: playlistTarget(playlistId) }]);
  return found.size > 0;
}

/** GET /channels/{id}: one playlist as the caller may see it, or 404. */
export async function getPlaylist(auth: TAuth, playlistId: string, includeParam?: string): Promise<TPlaylist> {
  const viewer = playlistViewer(auth);
  const playlist = await requirePlaylist(auth.companyId, playlistId);
  const [courses, stats] = await Promise.all([
    coursesOfPlaylist(auth.companyId, playlist),
    getPlaylistStats(auth.companyId, playlistId),
  ]);
  const published = isPublished(playlist, courses);
  const enrolled = viewer === 'learner' ? published && (await isEnrolled(auth, playlistId)) : false;
  if (!canSeePlaylist(viewer, { published, enrolled })) throw AppError.notFound();
  const include = includesOf(includeParam);
  const viewerEnrolments = withModules(include) ? await courseEnrolmentsOf(auth) : undefined;
  return present(auth, playlist, { viewer, courses, stats, include, viewerEnrolments });
}

const SEARCH_FIELDS = { name: (playlist: TPlaylistItem) => playlist.name };

/** Lists read whole (a company holds tens of playlists) and are searched, sorted and paged in memory. */
async function page(
  auth: TAuth,
  playlists: readonly TPlaylistItem[],
  context: { viewer: TPlaylistViewer; courses: Map<string, TCourseItem>; stats: Map<string, TPlaylistStatsItem> },
  query: TPageQuery,
  path: string,
) {
  const sortFields = {
    name: (playlist: TPlaylistItem) => playlist.name,
    created_at: (playlist: TPlaylistItem) => playlist.created_at,
    updated_at: (playlist: TPlaylistItem) => playlist.updated_at,
    total_modules: (playlist: TPlaylistItem) => playlist.total_modules,
    total_users: (playlist: TPlaylistItem) => context.stats.get(playlist.playlist_id)?.total_users ?? 0,
  };
  const wanted = playlists.filter((playlist) => matchesSearch(playlist, query.search, SEARCH_FIELDS, ['name']));
  const sorted = sortBy([...wanted], query.orderBy, query.sortedBy, sortFields, 'name');
  const shown = paginate(sorted, { page: query.page, limit: query.limit, path });
  const include = includesOf(query.include);
  const viewerEnrolments = withModules(include) && shown.data.length > 0 ? await courseEnrolmentsOf(auth) : undefined;
  const data = await Promise.all(
    shown.data.map((playlist) =>
      present(auth, playlist, {
        ...context,
        stats: context.stats.get(playlist.playlist_id),
        include,
        viewerEnrolments,
      }),
    ),
  );
  return { data, meta: shown.meta };
}

/** The published playlists the caller is enrolled on (one index Query for the enrolments, then BatchGetItem). */
async function enrolledPlaylists(auth: TAuth, courses: TCourseLookup): Promise<TPlaylistItem[]> {
  const enrolments = await listUserEnrolments(auth.companyId, auth.userId, 'channel');
  const playlists = await getPlaylists(
    auth.companyId,
    enrolments.map((item) => item.target_id),
  );
  return [...playlists.values()].filter((playlist) => isPublished(playlist, courses));
}

/**
 * GET /channels: the administrator every playlist of the company; a manager the published ones; a learner the
 * published ones they are enrolled on. One Query each for the playlists, the company's courses and the counters.
 */
export async function pagePlaylists(auth: TAuth, query: TPageQuery, path: string) {
  const viewer = playlistViewer(auth);
  const [courses, stats] = await Promise.all([companyCourseLookup(auth.companyId), listPlaylistStats(auth.companyId)]);
  const playlists =
    viewer === 'learner'
      ? await enrolledPlaylists(auth, courses)
      : (await listCompanyPlaylists(auth.companyId)).filter(
          (playlist) => viewer === 'admin' || isPublished(playlist, courses),
        );
  return page(auth, playlists, { viewer, courses, stats }, query, path);
}

/** GET /user/my-channels (My Playlists): the published playlists the caller is enrolled on, whatever their role. */
export async function pageMyPlaylists(auth: TAuth, query: TPageQuery, path: string) {
  const [courses, stats] = await Promise.all([companyCourseLookup(auth.companyId), listPlaylistStats(auth.companyId)]);
  const playlists = await enrolledPlaylists(auth, courses);
  // As a learner sees them: published courses only, whoever is asking.
  return page(auth, playlists, { viewer: 'learner', courses, stats }, query, path);
}
