import { PACKAGE_PLAYER_TEXT, type TPackageCommitBody } from '@skillway/shared';
import { presentPackage } from '../../content/courses/present-asset';
import { getCourseEnrolment } from '../../delivery/progress/course-progress-repository';
import { AppError } from '../../platform/http/app-error';
import { loadLearningCourse, requireCourseAsset } from '../learning/learning-course';
import { recordPackageOutcome } from '../learning/record-package-outcome';
import { readLaunchSession } from './launch-session';
import { saveScormData } from './scorm-data';
import { scormOutcome, scormVersionOf } from './scorm-outcome';

/**
 * scorm-again's JSON commit is `{ cmi: { core: … } }`; a player that posts that whole object as `cmi` has it wrapped
 * once more. The stored tree is the inner one (what `loadFromJSON` takes).
 */
function innerCmi(cmi: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(cmi);
  const inner = cmi.cmi;
  if (keys.length === 1 && inner && typeof inner === 'object' && !Array.isArray(inner)) {
    return inner as Record<string, unknown>;
  }
  return cmi;
}

/**
 * A SCORM runtime's commit: the launch session in its URL is the credential (401 when it does not verify or has
 * expired, or the enrolment has been reset or replaced since the package was opened). Saves the cmi tree for the
 * enrolment and item, then reports what it says (status, score against the item's mastery score) to the progress
 * hook. 404 when the learner is no longer enrolled, or the course, material or item is gone.
 */
export async function commitScorm(token: string, body: TPackageCommitBody): Promise<void> {
  const session = readLaunchSession(token);
  if (!session) throw new AppError('UNAUTHENTICATED', PACKAGE_PLAYER_TEXT.SESSION_INVALID);
  const { companyId, userId, courseId, assetId, itemId } = session;

  const [learning, enrolment] = await Promise.all([
    loadLearningCourse(companyId, courseId),
    getCourseEnrolment(companyId, courseId, userId),
  ]);
  if ((enrolment.started_at ?? '') !== session.startedAt) {
    throw new AppError('UNAUTHENTICATED', PACKAGE_PLAYER_TEXT.SESSION_INVALID);
  }
  const info = presentPackage(requireCourseAsset(learning, assetId));
  const version = scormVersionOf(info?.standard ?? null);
  const item = info?.items.find((candidate) => candidate.id === itemId);
  if (!info || !version || !item) throw AppError.notFound();

  const cmi = innerCmi(body.cmi);
  await saveScormData({ companyId, courseId, userId, assetId, itemId }, session.startedAt, cmi);
  const outcome = scormOutcome(version, cmi, item.mastery_score ?? info.mastery_score);
  await recordPackageOutcome({ companyId, userId, courseId, assetId, itemId, ...outcome });
}
