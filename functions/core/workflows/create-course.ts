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
  findAdoptableUpload,
  releaseUpload,
  type TAdoptableUpload,
} from '../platform/storage/course-files';
import { baseLogger } from '../platform/http/logger';
import { findCourse, newCourseId, putCourse } from '../content/courses/course-repository';

/**
 * Add a course (unpublished: publishing needs material). The thumbnail is required and must be a verified
 * `thumbnail` upload of the caller's company; it moves under the course's prefix. `channels` are checked before the
 * course exists (422 for any id that is not a playlist of the company); the course then joins those playlists.
 */
export async function createCourse(auth: TAuth, body: TCourseCreateBody): Promise<TCourseItem> {
  const companyId = auth.companyId;
  if (!body.s3_url) throw AppError.field('s3_url', MSG.COURSE_IMAGE_REQUIRED);
  const upload = await findAdoptableUpload(companyId, body.s3_url, 'thumbnail');
  if (!upload) throw AppError.field('s3_url', MSG.COURSE_IMAGE_NOT_UPLOADED);
  const playlistIds = uniqueIds(body.channels);
  await checkCoursePlaylists(companyId, playlistIds);
  await loadSanitiser(); // courseValues sanitises the description

  const courseId = newCourseId();
  const thumbnailKey = courseFileKeys.thumbnail(companyId, courseId, randomUUID(), upload.originalName);
  // Order for faults: the copy first (a failure leaves nothing), then the course (a failure leaves only a copy under
  // a course id nobody has; the upload is intact for the repeat), then the original is released.
  await copyUpload(upload, thumbnailKey);
  await putCourse({
    company_id: companyId,
    course_id: courseId,
    ...courseValues(body),
    thumbnail_key: thumbnailKey,
    published: false,
    is_default: false,
    total_materials: 0,
    total_videos: 0,
    total_inprogress: 0,
    total_completed: 0,
    created_by: auth.userId,
  });
  await releaseAdoptedUpload(companyId, upload);
  if (playlistIds.length > 0) await setCoursePlaylists(companyId, courseId, playlistIds);
  const created = await findCourse(companyId, courseId);
  if (!created) throw new Error('course vanished after create');
  return created;
}

/**
 * The course is written and holds its copy, so a failure to delete the original upload must not fail the create (a
 * repeat would add a second course): logged; the original stays as an unused upload.
 */
async function releaseAdoptedUpload(companyId: string, upload: TAdoptableUpload): Promise<void> {
  try {
    await releaseUpload(companyId, upload);
  } catch (error) {
    baseLogger.error('course thumbnail upload not released', { key: upload.uploadKey, error: error as Error });
  }
}
