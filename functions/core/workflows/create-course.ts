import { randomUUID } from 'node:crypto';
import { MSG, type TCourseCreateBody } from '@skillway/shared';
import type { TCourseItem } from '../platform/db/types';
import { AppError } from '../platform/http/app-error';
import type { TAuth } from '../platform/http/principal';
import { checkCoursePlaylists, setCoursePlaylists } from './course-playlists';
import { courseValues, uniqueIds } from '../content/courses/course-fields';
import { loadSanitiser } from '../platform/html/html-sanitiser';
import {
  copyUpload,
  courseFileKeys,
  deleteCourseObject,
  findAdoptableUpload,
  releaseUpload,
  type TAdoptableUpload,
} from '../platform/storage/course-files';
import { baseLogger } from '../platform/http/logger';
import { isS3NotFound } from '../platform/storage/s3-errors';
import { courseIdForUpload, findCourse, putCourse } from '../content/courses/course-repository';
import { findCompany } from '../people/companies/company-repository';
import { companyLanguage } from '../people/companies/company-language';

/**
 * Add a course (unpublished: publishing needs material), in the language sent, else the company's default language
 * (else en-GB). The thumbnail is required and must be a verified `thumbnail` upload of the caller's company; it moves
 * under the course's prefix. `channels` are checked before the course exists (422 for any id that is not a playlist
 * of the company); the course then joins those playlists.
 * Safe to repeat after a fault: the course id is derived from the (single-use) upload key, and the upload is released
 * only once the playlists are written, so a repeat of a create that stopped after writing the course finds that
 * course and finishes it (its playlists, then the release) instead of adding a second one.
 */
export async function createCourse(auth: TAuth, body: TCourseCreateBody): Promise<TCourseItem> {
  const companyId = auth.companyId;
  if (!body.s3_url) throw AppError.field('s3_url', MSG.COURSE_IMAGE_REQUIRED);
  const upload = await findAdoptableUpload(companyId, body.s3_url, 'thumbnail');
  if (!upload) throw AppError.field('s3_url', MSG.COURSE_IMAGE_NOT_UPLOADED);
  const playlistIds = uniqueIds(body.channels);
  await checkCoursePlaylists(companyId, playlistIds);
  await loadSanitiser(); // courseValues sanitises the description

  const courseId = courseIdForUpload(companyId, upload.uploadKey);
  const existing = await findCourse(companyId, courseId);
  if (existing) return finishCourse(auth, existing, upload, playlistIds);
  const language = body.language ?? companyLanguage((await findCompany(companyId)) ?? null);
  const thumbnailKey = courseFileKeys.thumbnail(companyId, courseId, randomUUID(), upload.originalName);
  // Order for faults: the copy first (a failure leaves nothing), then the course (a failure leaves only a copy under
  // a course id nobody has; the upload is intact for the repeat), then its playlists (a failure leaves the course and
  // the upload: the repeat finishes it), then the original is released.
  if (!(await copyAdoptedUpload(upload, thumbnailKey))) {
    // The upload went between the read above and the copy: a racing create for it (a double click) has finished and
    // released it. Answer as a repeat would: with that create's course, or 422 (the upload used) when there is none.
    const winner = await findCourse(companyId, courseId);
    if (!winner) throw AppError.field('s3_url', MSG.COURSE_IMAGE_NOT_UPLOADED);
    return finishCourse(auth, winner, upload, playlistIds);
  }
  const written = await putCourse({
    company_id: companyId,
    course_id: courseId,
    ...courseValues(body),
    language,
    thumbnail_key: thumbnailKey,
    published: false,
    is_default: false,
    total_materials: 0,
    total_videos: 0,
    total_inprogress: 0,
    total_completed: 0,
    created_by: auth.userId,
  });
  if (!written) {
    // A second request for the same upload (a double click) wrote the course between the read above and this put:
    // this one drops its copy of the thumbnail and answers with that course, as a repeat would.
    await deleteCourseObject(thumbnailKey);
    const winner = await findCourse(companyId, courseId);
    if (!winner) throw new Error('course vanished after a racing create');
    return finishCourse(auth, winner, upload, playlistIds);
  }
  if (playlistIds.length > 0) await setCoursePlaylists(companyId, courseId, playlistIds);
  await releaseAdoptedUpload(companyId, upload);
  const created = await findCourse(companyId, courseId);
  if (!created) throw new Error('course vanished after create');
  return created;
}

/**
 * The repeat of a create that wrote the course and stopped before the end: its playlists are (idempotently) made
 * what the request names and the upload is released. Only the administrator who created it repeats it; for anyone
 * else the upload is simply used.
 */
async function finishCourse(
  auth: TAuth,
  course: TCourseItem,
  upload: TAdoptableUpload,
  playlistIds: readonly string[],
): Promise<TCourseItem> {
  if (course.created_by !== auth.userId) throw AppError.field('s3_url', MSG.COURSE_IMAGE_NOT_UPLOADED);
  baseLogger().info('finishing an unfinished course create', { course_id: course.course_id });
  if (playlistIds.length > 0) await setCoursePlaylists(auth.companyId, course.course_id, playlistIds);
  await releaseAdoptedUpload(auth.companyId, upload);
  return (await findCourse(auth.companyId, course.course_id)) ?? course;
}

/** Copies the upload to the course's thumbnail key; false when the upload is no longer there. */
async function copyAdoptedUpload(upload: TAdoptableUpload, thumbnailKey: string): Promise<boolean> {
  try {
    await copyUpload(upload, thumbnailKey);
    return true;
  } catch (error) {
    if (isS3NotFound(error)) return false;
    throw error;
  }
}

/**
 * The course is written and holds its copy, so a failure to delete the original upload must not fail the create (a
 * repeat would add a second course): logged; the original stays as an unused upload.
 */
async function releaseAdoptedUpload(companyId: string, upload: TAdoptableUpload): Promise<void> {
  try {
    await releaseUpload(companyId, upload);
  } catch (error) {
    baseLogger().error('course thumbnail upload not released', { key: upload.uploadKey, error: error as Error });
  }
}
