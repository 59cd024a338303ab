import { LEARNER_TEXT, type TLearnerEnrolment, type TUpdateLastTimeBody } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import { findAssetById } from '../../content/courses/material-repository';
import { readCourseProgress, resumePosition } from '../../delivery/progress/resume-point-repository';
import { isWatchedEnough } from '../../delivery/progress/progress-rules';
import { loadAssetForLearning, requirePublishedCourse } from './learning-course';
import { recordAccess } from './record-access';

/**
 * POST /update-last-time: the time reached in a video of the caller's course, saved for resume. The player also
 * sends the video's length: a time at 90% of it counts the video as accessed (as its end event does). The length is
 * the client's word, like the end event itself: the server cannot see a browser play a video, so this adds no trust.
 */
export async function saveWatchTime(
  companyId: string,
  userId: string,
  body: TUpdateLastTimeBody,
): Promise<TLearnerEnrolment> {
  const { asset, learning } = await loadAssetForLearning(companyId, body.asset_id);
  if (asset.asset_type !== 'video') throw AppError.field('asset_id', LEARNER_TEXT.EVENT_ASSET_MISMATCH);
  const duration = body.duration ?? undefined;
  const time = duration ? Math.min(body.time, duration) : body.time;
  return recordAccess(companyId, userId, learning, {
    assetId: asset.asset_id,
    watchTime: time,
    accessed: isWatchedEnough(time, duration),
  });
}

/**
 * GET /get-last-time/{id}: seconds last reached in a video of the caller's course (0 when never saved or after its
 * end), from the course's resume point, or from the enrolment for a position saved before resume points existed.
 */
export async function getWatchTime(companyId: string, userId: string, assetId: string): Promise<number> {
  const asset = await findAssetById(companyId, assetId);
  if (!asset) throw AppError.notFound();
  await requirePublishedCourse(companyId, asset.course_id);
  const { enrolment, resume } = await readCourseProgress(companyId, asset.course_id, userId);
  if (!enrolment) throw AppError.notFound('You are not enrolled on this course.');
  return resumePosition(enrolment, resume, assetId);
}
