import { randomUUID } from 'node:crypto';
import { MSG, type TCourseUpdateBody } from '@skillway/shared';
import type { TCourseItem } from '../platform/db/types';
import { AppError } from '../platform/http/app-error';
import type { TAuth } from '../platform/http/principal';
import { setCoursePlaylists } from './course-playlists';
import { foldMinutes } from '../content/courses/course-duration';
import { normaliseTopics, uniqueIds } from '../content/courses/course-fields';
import { courseFileKeys, deleteCourseObject, findAdoptableUpload, moveUpload } from '../platform/storage/course-files';
import { requireCourse, updateCourseFields } from '../content/courses/course-repository';
import { changePublished } from '../content/courses/publish-course';
import { loadSanitiser, sanitizeRichText } from '../platform/html/html-sanitiser';
import { hasNotificationFields, saveCourseSettings } from '../oversight/notifications/settings/manage-settings';

/** The thumbnail after the edit: the same key (sent back unchanged), or a new verified upload moved under the course. */
async function thumbnailChange(auth: TAuth, course: TCourseItem, s3Url: string | null | undefined) {
  if (s3Url === undefined || s3Url === course.thumbnail_key) return undefined;
  if (s3Url === null || s3Url === '') throw AppError.field('s3_url', MSG.COURSE_IMAGE_REQUIRED);
  const upload = await findAdoptableUpload(auth.companyId, s3Url, 'thumbnail');
  if (!upload) throw AppError.field('s3_url', MSG.COURSE_IMAGE_NOT_UPLOADED);
  return { upload, key: courseFileKeys.thumbnail(auth.companyId, course.course_id, randomUUID(), upload.originalName) };
}

/**
 * Edit a course: only the fields sent change. A default (installed) course keeps its name. Setting `published`
 * follows the publish rules (no publishing without material). `channels` puts the course in exactly those playlists
 * of the company (checked whole first: 422 for an id that is not one), their users gaining or losing the course.
 * The notification fields (get_by, shown_up, switches, day counts) are saved as the course's notification override.
 */
export async function updateCourse(auth: TAuth, courseId: string, body: TCourseUpdateBody): Promise<TCourseItem> {
  const companyId = auth.companyId;
  const course = await requireCourse(companyId, courseId);
  if (course.is_default && body.name !== undefined && body.name !== course.name) {
    throw AppError.field('name', MSG.COURSE_DEFAULT_NAME_LOCKED);
  }
  const thumbnail = await thumbnailChange(auth, course, body.s3_url);

  const fields: Parameters<typeof updateCourseFields>[2] = {};
  if (body.name !== undefined) fields.name = body.name;
  if (body.description !== undefined) {
    await loadSanitiser();
    fields.description = sanitizeRichText(body.description ?? '');
  }
  // The form sends both; a side left out counts as 0 (minutes may already carry whole hours).
  if (body.hours !== undefined || body.minutes !== undefined) fields.minutes = foldMinutes(body.hours, body.minutes);
  if (body.topics !== undefined) fields.topics = normaliseTopics(body.topics);
  if (body.type !== undefined && body.type !== null) fields.course_type = body.type;
  if (thumbnail) fields.thumbnail_key = thumbnail.key;
  if (body.package_result_as_test !== undefined) fields.package_result_as_test = body.package_result_as_test;
  if (body.language !== undefined) fields.language = body.language;

  // Playlists first: a bad id is refused before the thumbnail moves or any field changes.
  if (body.channels !== undefined) await setCoursePlaylists(companyId, courseId, uniqueIds(body.channels));
  if (thumbnail) await moveUpload(companyId, thumbnail.upload, thumbnail.key);
  await updateCourseFields(companyId, courseId, fields);
  if (thumbnail && course.thumbnail_key) await deleteCourseObject(course.thumbnail_key);
  if (body.published !== undefined) {
    const published = body.published === true || body.published === 1;
    if (published !== course.published) await changePublished(companyId, [courseId], published);
  }
  if (hasNotificationFields(body)) await saveCourseSettings(companyId, courseId, body);
  return requireCourse(companyId, courseId);
}
