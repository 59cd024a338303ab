import { PLAYLIST_LIMITS, type TPlaylistCreateBody, type TPlaylistUpdateBody } from '@skillway/shared';
import { deleteCourseObject, moveUpload } from '../platform/storage/course-files';
import { requestFilesDeletion } from '../platform/storage/request-file-deletion';
import { loadSanitiser, sanitizeRichText } from '../platform/html/html-sanitiser';
import { removeTargetEverywhere } from '../delivery/enrolment/enrol-users';
import { playlistTarget } from '../delivery/enrolment/enrolment-targets';
import { syncPlaylistCourses } from '../delivery/enrolment/playlist-enrolment';
import type { TAuth } from '../platform/http/principal';
import { deletePlaylistAssetItem, listPlaylistAssets } from '../content/playlists/playlist-asset-repository';
import { playlistFileKeys } from '../content/playlists/playlist-files';
import {
  deletePlaylistItem,
  newPlaylistId,
  putPlaylist,
  requirePlaylist,
  updatePlaylistFields,
  type TPlaylistItem,
} from '../content/playlists/playlist-repository';
import { chooseThumbnail, storedThumbnail } from '../content/playlists/playlist-thumbnail';

/**
 * Add a playlist: one level, no courses, no users. Pictured by an icon of the fixed list or by a verified png/jpg
 * upload, moved under the playlist's prefix.
 */
export async function createPlaylist(auth: TAuth, body: TPlaylistCreateBody): Promise<TPlaylistItem> {
  const { companyId } = auth;
  const playlistId = newPlaylistId();
  const thumbnail = await chooseThumbnail(companyId, playlistId, body);
  if ('upload' in thumbnail) await moveUpload(companyId, thumbnail.upload, thumbnail.key);
  await loadSanitiser();
  await putPlaylist({
    company_id: companyId,
    playlist_id: playlistId,
    name: body.name,
    description: sanitizeRichText(body.description ?? ''),
    ...storedThumbnail(thumbnail),
    levels: PLAYLIST_LIMITS.levelsDefault,
    modules: [],
    total_modules: 0,
    total_assets: 0,
    version: 1,
    created_by: auth.userId,
  });
  return requirePlaylist(companyId, playlistId);
}

/** Edit a playlist: only the fields sent change. A replaced or abandoned image is deleted after the write. */
export async function updatePlaylist(
  auth: TAuth,
  playlistId: string,
  body: TPlaylistUpdateBody,
): Promise<TPlaylistItem> {
  const { companyId } = auth;
  const current = await requirePlaylist(companyId, playlistId);
  const touchesThumbnail =
    body.thumbnailOption !== undefined ||
    body.thumbnail !== undefined ||
    body.icon !== undefined ||
    body.s3_url !== undefined;
  const thumbnail = touchesThumbnail ? await chooseThumbnail(companyId, playlistId, body, current) : undefined;

  const fields: Parameters<typeof updatePlaylistFields>[2] = {};
  const remove: ('icon' | 'thumbnail_key')[] = [];
  if (body.name !== undefined) fields.name = body.name;
  if (body.description !== undefined) {
    await loadSanitiser();
    fields.description = sanitizeRichText(body.description ?? '');
  }
  if (thumbnail) {
    Object.assign(fields, storedThumbnail(thumbnail));
    // One picture at a time: switching to an icon forgets the image (deleted below), and the other way round.
    if (thumbnail.option === 'icon' && current.thumbnail_key) remove.push('thumbnail_key');
    if (thumbnail.option === 'image' && current.icon) remove.push('icon');
  }
  if (thumbnail && 'upload' in thumbnail) await moveUpload(companyId, thumbnail.upload, thumbnail.key);
  await updatePlaylistFields(companyId, playlistId, fields, remove);
  if (thumbnail && current.thumbnail_key && current.thumbnail_key !== fields.thumbnail_key) {
    await deleteCourseObject(current.thumbnail_key);
  }
  return requirePlaylist(companyId, playlistId);
}

/**
 * Deletes a playlist and everything of it. Its users and groups are unenrolled (users lose the courses they had only
 * through it, with their progress), then every remaining holder of its source on its courses is swept, then its
 * files (in the background: files.delete-requested), and the playlist itself last, so a failed run is finished by
 * running it again.
 */
export async function deletePlaylist(companyId: string, playlistId: string): Promise<void> {
  const playlist = await requirePlaylist(companyId, playlistId);
  const courseIds = playlist.modules.map((module) => module.course_id);
  await removeTargetEverywhere(companyId, playlistTarget(playlistId));
  await syncPlaylistCourses(companyId, playlistId, courseIds, courseIds);
  for (const asset of await listPlaylistAssets(companyId, playlistId)) await deletePlaylistAssetItem(asset);
  await requestFilesDeletion(companyId, { prefixes: [playlistFileKeys.prefix(companyId, playlistId)] });
  await deletePlaylistItem(companyId, playlistId);
}
