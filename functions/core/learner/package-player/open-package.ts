import { PACKAGE_PLAYER_TEXT, type TPackageLaunch } from '@skillway/shared';
import type { TLanguage } from '@skillway/shared/constants/languages';
import { presentPackage } from '../../content/courses/present-asset';
import { saveCourseAccess } from '../../delivery/progress/course-progress-repository';
import { AppError } from '../../platform/http/app-error';
import { planAccess } from '../learning/access-plan';
import { loadAssetForLearning } from '../learning/learning-course';
import { browserContentUrl } from '../../platform/http/browser-origin';
import { launchUrlPath, packageContentPath } from './content-cookies';
import { issueLaunchSession } from './launch-session';
import { loadScormData } from './scorm-data';
import { scormVersionOf } from './scorm-outcome';

/**
 * Opens a package for the caller's own enrolment: a material of a published course of their company (else 404), a
 * package that is ready (else 409), at `itemId` (its first item by default). Opening is an access of the course (it
 * starts a course not started, as playing a video does). Issues the launch session, whose URL on the content origin
 * (packagePlayer.enter) sets the content cookies there, and for SCORM returns the cmi saved for this enrolment and
 * item. Nothing of the package is served on the app's origin.
 */
export async function openPackage(
  companyId: string,
  userId: string,
  assetId: string,
  itemId: string | undefined,
  language?: TLanguage,
): Promise<TPackageLaunch> {
  const { asset, learning } = await loadAssetForLearning(companyId, assetId);
  const info = presentPackage(asset);
  if (!info) throw AppError.notFound(PACKAGE_PLAYER_TEXT.NOT_A_PACKAGE);
  if (info.status === 'failed') throw new AppError('CONFLICT', PACKAGE_PLAYER_TEXT.FAILED);
  if (info.status !== 'ready' || !info.standard || info.items.length === 0) {
    throw new AppError('CONFLICT', PACKAGE_PLAYER_TEXT.NOT_READY);
  }
  const item = itemId === undefined ? info.items[0] : info.items.find((candidate) => candidate.id === itemId);
  if (!item) throw AppError.field('item', PACKAGE_PLAYER_TEXT.ITEM_NOT_FOUND);

  const courseId = learning.course.course_id;
  const enrolment = await saveCourseAccess(
    companyId,
    courseId,
    userId,
    (current) => {
      const at = new Date().toISOString();
      return { patch: planAccess(current, { assetId }, learning, at), at };
    },
    { course: learning.course },
  );
  const startedAt = enrolment.started_at ?? '';
  const session = issueLaunchSession({
    companyId,
    userId,
    courseId,
    assetId,
    itemId: item.id,
    startedAt,
    ...(language ? { language } : {}),
  });
  const version = scormVersionOf(info.standard);
  const cmi = version
    ? await loadScormData({ companyId, courseId, userId, assetId, itemId: item.id }, startedAt)
    : undefined;

  return {
    asset_id: assetId,
    standard: info.standard,
    item,
    items: info.items,
    launch_url: `${browserContentUrl()}/v1/package-player/enter/${session.token}`,
    content_url: `${packageContentPath(companyId, assetId)}${launchUrlPath(item.launch)}`,
    session: session.token,
    commit_url: `/v1/package-player/commit/${session.token}`,
    expires_at: new Date(session.expiresAt * 1000).toISOString(),
    scorm: version && cmi ? { version, cmi } : null,
  };
}
