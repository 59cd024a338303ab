import { MSG, PLAYLIST_LIMITS, UNASSIGNED_LEVEL } from '@skillway/shared';
import { syncPlaylistCourses } from '../delivery/enrolment/playlist-enrolment';
import { AppError } from '../platform/http/app-error';
import { placeModule } from '../content/playlists/playlist-modules';
import {
  changePlaylistModules,
  listCompanyPlaylists,
  type TPlaylistItem,
} from '../content/playlists/playlist-repository';

/**
 * A course's playlists, seen from the course (the Add / Edit Course panel's Playlists field, `channels`). The
 * playlists hold the truth (their modules); these read and change it from the course's side.
 */

/** Every course of the company that is in a playlist, with the ids of those playlists (one Query of the playlists). */
export async function coursePlaylistIndex(companyId: string): Promise<Map<string, string[]>> {
  const index = new Map<string, string[]>();
  for (const playlist of await listCompanyPlaylists(companyId)) {
    for (const module of playlist.modules) {
      const ids = index.get(module.course_id) ?? [];
      if (!ids.includes(playlist.playlist_id)) ids.push(playlist.playlist_id);
      index.set(module.course_id, ids);
    }
  }
  return index;
}

/** The ids of the company's playlists that hold the course (one Query of the company's playlists). */
export async function listCoursePlaylistIds(companyId: string, courseId: string): Promise<string[]> {
  return (await coursePlaylistIndex(companyId)).get(courseId) ?? [];
}

interface TPlaylistMove {
  playlist: TPlaylistItem;
  joins: boolean;
}

/**
 * What putting the course (null: one not created yet) in exactly `playlistIds` changes, checked whole before anything
 * is written: an id that is not a playlist of the company (unknown, or another company's) or a full playlist is a
 * 422 on `channels`.
 */
function planCoursePlaylists(
  playlists: readonly TPlaylistItem[],
  courseId: string | null,
  playlistIds: readonly string[],
): TPlaylistMove[] {
  const wanted = new Set(playlistIds);
  const known = new Set(playlists.map((playlist) => playlist.playlist_id));
  if ([...wanted].some((id) => !known.has(id))) throw AppError.field('channels', MSG.PLAYLISTS_INVALID);
  const moves: TPlaylistMove[] = [];
  for (const playlist of playlists) {
    const holds = courseId !== null && playlist.modules.some((module) => module.course_id === courseId);
    const joins = wanted.has(playlist.playlist_id);
    if (holds === joins) continue;
    if (joins && playlist.modules.length >= PLAYLIST_LIMITS.modulesMax)
      throw AppError.field('channels', MSG.PLAYLIST_MODULES_LIMIT);
    moves.push({ playlist, joins });
  }
  return moves;
}

/** Checks `channels` for a course about to be created, so a bad id refuses the create before the course exists. */
export async function checkCoursePlaylists(companyId: string, playlistIds: readonly string[]): Promise<void> {
  if (playlistIds.length === 0) return;
  planCoursePlaylists(await listCompanyPlaylists(companyId), null, playlistIds);
}

/**
 * Puts the course in exactly the given playlists of the company: it joins the others' Unassigned Modules (their
 * users are enrolled on it) and leaves the ones not named (their users lose only that playlist's source). Unknown
 * ids, or a playlist that is full, are a 422 on `channels`, before anything changes. Safe to repeat.
 */
export async function setCoursePlaylists(
  companyId: string,
  courseId: string,
  playlistIds: readonly string[],
): Promise<void> {
  const moves = planCoursePlaylists(await listCompanyPlaylists(companyId), courseId, playlistIds);
  for (const { playlist, joins } of moves) {
    await changePlaylistModules(companyId, playlist.playlist_id, (current) => {
      // Re-planned on the playlist as it is now: a course another call already placed keeps its level.
      const holds = current.modules.some((module) => module.course_id === courseId);
      if (holds === joins) return undefined;
      return {
        modules: joins
          ? placeModule(current.modules, courseId, UNASSIGNED_LEVEL, current.levels).modules
          : current.modules.filter((module) => module.course_id !== courseId),
        levels: current.levels,
      };
    });
    await syncPlaylistCourses(companyId, playlist.playlist_id, [courseId], joins ? [] : [courseId]);
  }
}
