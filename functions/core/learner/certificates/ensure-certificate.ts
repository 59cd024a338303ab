import { findCompany } from '../../people/companies/company-repository';
import { putCourseObject, deleteCourseObject } from '../../platform/storage/course-files';
import { findCourse, getTests } from '../../content/courses/course-repository';
import { courseHasTest } from '../../content/courses/course-progress-view';
import { keys } from '../../platform/db/keys';
import type { TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { config } from '../../platform/config';
import { baseLogger } from '../../platform/http/logger';
import { getCourseEnrolment, updateCourseProgress } from '../../delivery/progress/course-progress-repository';
import { findUser } from '../../people/users/user-repository';
import { recipientLanguage } from '../../platform/i18n/server-texts';
import { formatLongDay } from './certificate-dates';
import { certificateDuration } from './certificate-duration';
import { newCertificateId } from './certificate-id';
import { renderCertificatePdf } from './certificate-pdf';
import { certificatePutWrite, certificateSupersedeWrite } from './certificate-repository';
import { isCertificateDue } from './certificate-rules';

export interface TIssuedCertificate {
  certificateId: string;
  key: string;
}

function issuedOf(enrolment: TEnrolmentItem): TIssuedCertificate | undefined {
  return enrolment.certificate_id && enrolment.certificate_key
    ? { certificateId: enrolment.certificate_id, key: enrolment.certificate_key }
    : undefined;
}

function verifyUrlOf(certificateId: string): string {
  return `${config.appUrl}/certificates/verify/${encodeURIComponent(certificateId)}`;
}

/**
 * The learner's certificate for a course, made once by the certificate worker (events/handlers/generate-certificate)
 * on course.completed, or on certificates.requested when the certificate link found it due but not made (so a lost
 * event only delays it). Idempotent and safe when runs race: each may render a PDF, but the enrolment's versioned
 * write lets one certificate win; the loser's PDF is deleted again. Only events/ runs it (pdf-lib stays out of the API).
 * Returns undefined while no certificate is due (not complete, or the test not passed).
 */
export async function ensureCertificate(
  companyId: string,
  courseId: string,
  userId: string,
): Promise<TIssuedCertificate | undefined> {
  const enrolment = await getCourseEnrolment(companyId, courseId, userId);
  const existing = issuedOf(enrolment);
  if (existing) return existing;

  const [course, user, company, quizzes] = await Promise.all([
    findCourse(companyId, courseId),
    findUser(companyId, userId),
    findCompany(companyId),
    getTests(companyId, [courseId]),
  ]);
  const hasTest = courseHasTest(quizzes.get(courseId));
  if (!course || !user || !isCertificateDue(enrolment, hasTest)) return undefined;

  const certificateId = newCertificateId();
  const key = keys.certificateKey(companyId, courseId, userId, certificateId);
  const completedAt = enrolment.completed_at ?? new Date().toISOString();
  const name = `${user.first_name} ${user.last_name}`.trim();
  // In the learner's language (issue 34): their own, else their company's default, else English (UK).
  const language = recipientLanguage(user, company);
  const pdf = await renderCertificatePdf({
    learnerName: name,
    courseName: course.name,
    companyName: company?.company_name ?? '',
    completedDate: formatLongDay(completedAt, language),
    ...(enrolment.expires_on ? { validUntil: formatLongDay(`${enrolment.expires_on}T12:00:00Z`, language) } : {}),
    cycle: enrolment.cycle ?? 1,
    duration: certificateDuration(course.minutes, language),
    certificateId,
    verifyUrl: verifyUrlOf(certificateId),
    language,
  });
  // The PDF first: the enrolment never names a file that does not exist.
  await putCourseObject(key, pdf, 'application/pdf');

  const discardPdf = () =>
    deleteCourseObject(key).catch((error: unknown) =>
      baseLogger().warn('unused certificate PDF not deleted', { error, key }),
    );
  let ours = false;
  let stored: TEnrolmentItem;
  try {
    stored = await updateCourseProgress(
      companyId,
      courseId,
      userId,
      (current) => {
        ours = !issuedOf(current) && isCertificateDue(current, hasTest);
        return ours
          ? { certificate_id: certificateId, certificate_key: key, current_certificate_id: certificateId }
          : null;
      },
      {
        extraWrites: (current) => {
          const issuedAt = new Date().toISOString();
          const previous = current.current_certificate_id;
          return [
            certificatePutWrite({
              certificate_id: certificateId,
              name,
              course_name: course.name,
              completed_at: completedAt,
              issued_at: issuedAt,
              ...(current.expires_on ? { expires_on: current.expires_on } : {}),
              cycle: current.cycle ?? 1,
            }),
            // A renewal: the previous cycle's certificate now verifies as superseded.
            ...(previous && previous !== certificateId ? [certificateSupersedeWrite(previous, issuedAt)] : []),
          ];
        },
      },
    );
  } catch (error) {
    // The enrolment write failed: no PDF nobody names is left behind; the retry makes the certificate afresh.
    await discardPdf();
    throw error;
  }
  if (!ours) await discardPdf();
  return issuedOf(stored);
}
