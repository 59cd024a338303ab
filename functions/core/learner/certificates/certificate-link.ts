import { randomUUID } from 'node:crypto';
import { DETAIL_TYPE, MSG, type TCertificateRequestedDetail } from '@skillway/shared';
import { getTests, requireCourse } from '../../content/courses/course-repository';
import { courseHasTest } from '../../content/courses/course-progress-view';
import { getCourseEnrolment } from '../../delivery/progress/course-progress-repository';
import { publishEvent } from '../../platform/events/publish-event';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { assertCanSeeLearner } from '../test-taking/test-policy';
import { isCertificateDue } from './certificate-rules';
import { certificateDownloadUrl } from './certificate-file-name';
import { findUser } from '../../people/users/user-repository';

/** A certificate link works for five minutes: the screens ask for a new one on every click. */
const CERTIFICATE_URL_TTL_SECONDS = 5 * 60;
/** How long the link waits for a requested certificate (like the report exports), and how often it looks. */
const CERTIFICATE_WAIT = { totalMs: 20_000, intervalMs: 250 } as const;
/** A request this container made for an enrolment is not made again within this time (repeated clicks). */
const REQUEST_REPEAT_MS = 30_000;
const requestedAt = new Map<string, number>();

/** The certificate's key when the enrolment names one. */
function keyOf(enrolment: { certificate_id?: string; certificate_key?: string }): string | undefined {
  return enrolment.certificate_id && enrolment.certificate_key ? enrolment.certificate_key : undefined;
}

/**
 * Asks the certificate worker (events/handlers/generate-certificate) to make a due certificate – once per
 * enrolment and certification cycle per REQUEST_REPEAT_MS from this container (a renewal's certificate is a new
 * request); the worker makes one certificate however often it is asked.
 */
async function requestCertificate(companyId: string, courseId: string, userId: string, cycle: number): Promise<void> {
  const id = `${companyId}/${courseId}/${userId}/${cycle}`;
  const now = Date.now();
  const last = requestedAt.get(id);
  if (last !== undefined && now - last < REQUEST_REPEAT_MS) return;
  for (const [key, at] of requestedAt) if (now - at >= REQUEST_REPEAT_MS) requestedAt.delete(key);
  const detail: TCertificateRequestedDetail = {
    event_id: randomUUID(),
    company_id: companyId,
    course_id: courseId,
    user_id: userId,
    requested_at: new Date(now).toISOString(),
  };
  await publishEvent(DETAIL_TYPE.CERTIFICATE_REQUESTED, detail);
  requestedAt.set(id, now);
}

/**
 * GET /courses/{id}/certificate?user_id=: the learner themselves, their manager (own team) or the administrator get
 * a short-lived link that downloads the PDF (certificate-file-name.ts). The course.completed worker makes certificates; one due but not made yet (the
 * event lost or still on its way) is requested from the worker and waited for, consistent reads at a short
 * interval; past the wait the answer is 503 MSG.CERTIFICATE_PREPARING (ask again). Before the certificate is due
 * (not complete, or the test not passed) there is none: 404. The API never renders a PDF (pdf-lib stays in events/).
 */
export async function getCertificateLink(
  auth: TAuth,
  courseId: string,
  userId: string | undefined,
  wait: { totalMs: number; intervalMs: number } = CERTIFICATE_WAIT,
): Promise<{ url: string }> {
  const learnerId = userId ?? auth.userId;
  await assertCanSeeLearner(auth, learnerId);
  const course = await requireCourse(auth.companyId, courseId);
  let enrolment = await getCourseEnrolment(auth.companyId, courseId, learnerId);
  let key = keyOf(enrolment);
  if (!key) {
    const quizzes = await getTests(auth.companyId, [courseId]);
    if (!isCertificateDue(enrolment, courseHasTest(quizzes.get(courseId)))) {
      throw AppError.notFound(MSG.CERTIFICATE_NOT_AVAILABLE);
    }
    await requestCertificate(auth.companyId, courseId, learnerId, enrolment.cycle ?? 0);
    const deadline = Date.now() + wait.totalMs;
    while (!key && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, wait.intervalMs));
      enrolment = await getCourseEnrolment(auth.companyId, courseId, learnerId);
      key = keyOf(enrolment);
    }
    if (!key) throw new AppError('UNAVAILABLE', MSG.CERTIFICATE_PREPARING);
  }
  // Downloaded (not shown in a tab) under a name that says what it is.
  const learner = await findUser(auth.companyId, learnerId);
  const url = (await certificateDownloadUrl(
    key,
    { course: course.name, learner, completedAt: enrolment.completed_at },
    CERTIFICATE_URL_TTL_SECONDS,
  ))!;
  return { url };
}
