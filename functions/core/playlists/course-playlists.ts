import { MSG, PLAYLIST_LIMITS, UNASSIGNED_LEVEL } from '@skillway/shared';
import { syncPlaylistCourses } from '../enrolment/playlist-enrolment';
import { AppError } from '../http/app-error';
import { placeModule } from './playlist-modules';
import { changePlaylistModules, listCompanyPlaylists } from './playlist-repository';

/**
 * A course's playlists, seen from the course (the Add / Edit Course panel's Playlists field, `channels`). The
 * playlists hold the truth (their modules); these read and change it from the course's side.
 */

/** The ids of the company's playlists that hold the course (one Query of the company's playlists). */
export async function listCoursePlaylistIds(companyId: string, courseId: string): Promise<string[]> {
  const playlists = await listCompanyPlaylists(companyId);
  return playlists
    .filter((playlist) => playlist.modules.some((module) => module.course_id === courseId))
    .map((playlist) => playlist.playlist_id);
}

/**
 * Puts the course in exactly the given playlists of the company: it joins the others' Unassigned Modules (their
 * users are enrolled on it) and leaves the ones not named (their users lose only that playlist's source). Unknown
 * ids, or a playlist that is full, are a 422 on `channels`. Safe to repeat.
 */
export async function setCoursePlaylists(companyId: string, courseId: string, playlistIds: readonly string[]): Promise<void> {
  const wanted = new Set(playlistIds);
  const playlists = await listCompanyPlaylists(companyId);
  const known = new Set(playlists.map((playlist) => playlist.playlist_id));
  if ([...wanted].some((id) => !known.has(id))) throw AppError.field('channels', MSG.PLAYLISTS_INVALID);
  for (const playlist of playlists) {
    const holds = playlist.modules.some((module) => module.course_id === courseId);
    const joins = wanted.has(playlist.playlist_id);
    if (holds === joins) continue;
    if (joins && playlist.modules.length >= PLAYLIST_LIMITS.modulesMax)
      throw AppError.field('channels', MSG.PLAYLIST_MODULES_LIMIT);
    await changePlaylistModules(companyId, playlist.playlist_id, (current) => ({
      modules: joins
        ? placeModule(current.modules, courseId, UNASSIGNED_LEVEL, current.levels).modules
        : current.modules.filter((module) => module.course_id !== courseId),
      levels: current.levels,
    }));
    await syncPlaylistCourses(companyId, playlist.playlist_id, [courseId], joins ? [] : [courseId]);
  }
}
