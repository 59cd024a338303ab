import { COMPLIANCE_MESSAGES, type TPlaylistRecertificationResult, type TRecertificationBody } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { storedRecertification } from '../../content/courses/recertification-settings';
import { coursesOfPlaylist, liveModules } from '../../content/playlists/playlist-courses';
import { moduleIds } from '../../content/playlists/playlist-modules';
import { requirePlaylist } from '../../content/playlists/playlist-repository';
import { checkRenewalCourse, impactOn, saveRecertificationOn } from './recertification-commands';

/**
 * A programme's recertification (issue 29, "per playlist"): the same settings saved on every course of the playlist,
 * each course then holding them as if set on its own page (the playlist stores nothing). Courses are done one after
 * another (a playlist has at most 100; each recalculates its certificates eight at a time), so a save that fails half
 * way is finished by saving again.
 */

/** The playlist's courses that still exist, in its order; another company's playlist is 404, an empty one 422. */
async function playlistCourseIds(companyId: string, playlistId: string): Promise<string[]> {
  const playlist = await requirePlaylist(companyId, playlistId);
  const courses = await coursesOfPlaylist(companyId, playlist);
  const ids = moduleIds(liveModules(playlist.modules, courses));
  if (ids.length === 0) throw AppError.field('id', COMPLIANCE_MESSAGES.PLAYLIST_EMPTY);
  return ids;
}

const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';

/** POST /v1/playlists/{id}/recertification/impact: the courses' impacts, summed (the one confirmation before saving). */
export async function playlistRecertificationImpact(auth: TAuth, playlistId: string, body: TRecertificationBody) {
  const courseIds = await playlistCourseIds(auth.companyId, playlistId);
  await checkRenewalCourse(auth.companyId, courseIds, body);
  const stored = storedRecertification(body);
  const total = { certificates: 0, changed: 0 };
  for (const courseId of courseIds) {
    const impact = await impactOn(auth.companyId, courseId, stored);
    total.certificates += impact.certificates;
    total.changed += impact.changed;
  }
  return { data: total };
}

/**
 * PUT /v1/playlists/{id}/recertification: the settings on each of the playlist's courses (with `recalculate`, their
 * issued certificates too). A course deleted meanwhile is skipped; the answer counts the courses that took them.
 */
export async function updatePlaylistRecertification(
  auth: TAuth,
  playlistId: string,
  body: TRecertificationBody,
): Promise<TPlaylistRecertificationResult> {
  const courseIds = await playlistCourseIds(auth.companyId, playlistId);
  await checkRenewalCourse(auth.companyId, courseIds, body);
  const stored = storedRecertification(body);
  let courses = 0;
  let recalculated = 0;
  for (const courseId of courseIds) {
    try {
      recalculated += (await saveRecertificationOn(auth.companyId, courseId, stored, body.recalculate === true))
        .recalculated;
      courses += 1;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  return { message: COMPLIANCE_MESSAGES.PLAYLIST_SAVED(courses, recalculated), data: { courses, recalculated } };
}
