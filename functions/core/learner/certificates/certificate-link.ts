import { MSG } from '@skillway/shared';
import { presignedFileUrl } from '../../platform/storage/course-files';
import { requireCourse } from '../../content/courses/course-repository';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { assertCanSeeLearner } from '../test-taking/test-policy';
import { ensureCertificate } from './ensure-certificate';

/** A certificate link works for five minutes: the screens ask for a new one on every click. */
const CERTIFICATE_URL_TTL_SECONDS = 5 * 60;

/**
 * GET /courses/{id}/certificate?user_id=: the learner themselves, their manager (own team) or the administrator get
 * a short-lived link to the PDF, made now if the completion event has not made it yet. Before the certificate is
 * due (not complete, or the test not passed) there is none: 404.
 */
export async function getCertificateLink(
  auth: TAuth,
  courseId: string,
  userId: string | undefined,
): Promise<{ url: string }> {
  const learnerId = userId ?? auth.userId;
  await assertCanSeeLearner(auth, learnerId);
  await requireCourse(auth.companyId, courseId);
  const issued = await ensureCertificate(auth.companyId, courseId, learnerId);
  if (!issued) throw AppError.notFound(MSG.CERTIFICATE_NOT_AVAILABLE);
  const url = await presignedFileUrl(
    issued.key,
    { name: 'certificate.pdf', mimeType: 'application/pdf' },
    CERTIFICATE_URL_TTL_SECONDS,
  );
  return { url };
}
