import type { TAuth } from '../../platform/http/principal';
import { AppError } from '../../platform/http/app-error';
import { getCourseEnrolment } from '../../delivery/progress/course-progress-repository';
import { findTest } from '../../content/tests/test-repository';
import { assertCanTakeTest } from './test-policy';

/** The course's test and the caller's own enrolment, once the caller may take the test now (else 404 or 422). */
export async function openTestFor(auth: TAuth, courseId: string) {
  const quiz = await findTest(auth.companyId, courseId);
  if (!quiz) throw AppError.notFound();
  const enrolment = await getCourseEnrolment(auth.companyId, courseId, auth.userId);
  assertCanTakeTest(enrolment);
  return { quiz, enrolment };
}
