import { LEARNER_TEXT, type TLearnerEnrolment, type TUpdateLastTimeBody } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import { findAssetById } from '../../content/courses/material-repository';
import { readCourseProgress, resumePosition } from '../../delivery/progress/resume-point-repository';
import { isWatchedEnough } from '../../delivery/progress/progress-rules';
import { requirePublishedCourse } from './learning-course';
import { loadFreshAsset, reusableAsset, type TLearningAsset } from './learning-course-cache';
import { FreshCourseNeeded, recordAccess } from './record-access';

/**
 * POST /update-last-time: the time reached in a video of the caller's course, saved for resume. The player also
 * sends the video's length: a time at 90% of it counts the video as accessed (as its end event does). The length is
 * the client's word, like the end event itself: the server cannot see a browser play a video, so this adds no trust.
 *
 * The player saves every 45 s, three quarters of a learner's calls (issue 36), so a save reads only the caller (the
 * middleware) and their Enrolment when the warm function read the video's published course less than
 * WARM_STATE_MAX_AGE_SECONDS ago (learning-course-cache.ts); a save that would write the Enrolment (the video
 * watched, the first call of a day) reads the course afresh and plans again.
 */
export async function saveWatchTime(
  companyId: string,
  userId: string,
  body: TUpdateLastTimeBody,
): Promise<TLearnerEnrolment> {
  const reused = reusableAsset(companyId, body.asset_id);
  // Only a save's let-through is taken on a reused read: anything else is asked of the table.
  if (reused?.asset.asset_type === 'video') {
    try {
      return await saveOn(companyId, userId, reused, body, true);
    } catch (error) {
      if (!(error instanceof FreshCourseNeeded)) throw error;
    }
  }
  return saveOn(companyId, userId, await loadFreshAsset(companyId, body.asset_id), body, false);
}

async function saveOn(
  companyId: string,
  userId: string,
  { asset, learning }: TLearningAsset,
  body: TUpdateLastTimeBody,
  reusedCourse: boolean,
): Promise<TLearnerEnrolment> {
  if (asset.asset_type !== 'video') throw AppError.field('asset_id', LEARNER_TEXT.EVENT_ASSET_MISMATCH);
  const duration = body.duration ?? undefined;
  const time = duration ? Math.min(body.time, duration) : body.time;
  return recordAccess(
    companyId,
    userId,
    learning,
    {
      assetId: asset.asset_id,
      watchTime: time,
      accessed: isWatchedEnough(time, duration),
      ...(duration ? { videoLength: duration } : {}),
    },
    { reusedCourse },
  );
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
