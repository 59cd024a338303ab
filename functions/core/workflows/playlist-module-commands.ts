import { MSG, type TPlaylistAddCourseBody, type TPlaylistCourseOrderBody } from '@skillway/shared';
import { getCoursesByIds } from '../content/courses/course-repository';
import { syncPlaylistCourses } from '../delivery/enrolment/playlist-enrolment';
import { AppError } from '../platform/http/app-error';
import {
  applyCourseOrder,
  clampLevels,
  moduleIds,
  placeModule,
  replaceModuleSet,
} from '../content/playlists/playlist-modules';
import { changePlaylistModules, requirePlaylist, type TPlaylistItem } from '../content/playlists/playlist-repository';

/** Every id must be a course of the company (another company's course is simply not found here). */
async function requireCompanyCourses(companyId: string, courseIds: readonly string[], field: string): Promise<void> {
  const found = await getCoursesByIds(companyId, courseIds);
  if (courseIds.some((id) => !found.has(id))) throw AppError.field(field, MSG.PLAYLIST_COURSES_INVALID);
}

/**
 * After the modules changed: the playlist's users get the courses that came in and lose (only through this playlist)
 * the ones that went; whoever still holds the playlist's source on a course that went loses it too.
 */
async function followModules(companyId: string, playlistId: string, before: TPlaylistItem, after: TPlaylistItem) {
  const had = new Set(moduleIds(before.modules));
  const has = new Set(moduleIds(after.modules));
  const added = [...has].filter((id) => !had.has(id));
  const removed = [...had].filter((id) => !has.has(id));
  await syncPlaylistCourses(companyId, playlistId, [...added, ...removed], removed);
}

/** POST /channel/modules/{id} (Add / Remove Courses): the playlist holds exactly `modules` afterwards. */
export async function savePlaylistModules(
  companyId: string,
  playlistId: string,
  wanted: readonly string[],
): Promise<TPlaylistItem> {
  await requirePlaylist(companyId, playlistId);
  await requireCompanyCourses(companyId, wanted, 'modules');
  const result = await changePlaylistModules(companyId, playlistId, (current) => ({
    modules: replaceModuleSet(current.modules, wanted).modules,
    levels: current.levels,
  }));
  if (!result) throw AppError.notFound();
  await followModules(companyId, playlistId, result.before, result.after);
  return requirePlaylist(companyId, playlistId);
}

/** POST /channel/course: one course onto a level (0 or absent: Unassigned Modules). */
export async function addPlaylistCourse(companyId: string, body: TPlaylistAddCourseBody): Promise<TPlaylistItem> {
  await requirePlaylist(companyId, body.channel);
  await requireCompanyCourses(companyId, [body.course], 'course');
  const result = await changePlaylistModules(companyId, body.channel, (current) => ({
    modules: placeModule(current.modules, body.course, body.level ?? 0, current.levels).modules,
    levels: current.levels,
  }));
  if (!result) throw AppError.notFound();
  await followModules(companyId, body.channel, result.before, result.after);
  return requirePlaylist(companyId, body.channel);
}

/**
 * POST /channel/course-order (the organiser's Save): the number of levels and every course's level and order.
 * Only placement changes, so nobody's enrolment does.
 */
export async function savePlaylistOrder(companyId: string, body: TPlaylistCourseOrderBody): Promise<TPlaylistItem> {
  await requirePlaylist(companyId, body.channel);
  const result = await changePlaylistModules(companyId, body.channel, (current) => {
    const levels = body.levels ?? current.levels;
    const tree = body.tree.map((entry) => ({ course_id: entry.id, level: entry.level, sort_order: entry.sort_order }));
    return { modules: clampLevels(applyCourseOrder(current.modules, tree, levels), levels), levels };
  });
  if (!result) throw AppError.notFound();
  return requirePlaylist(companyId, body.channel);
}
