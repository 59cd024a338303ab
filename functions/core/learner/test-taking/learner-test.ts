import { ROLE, type TTest } from '@skillway/shared';
import { requireCourse } from '../../content/courses/course-repository';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { getCourseEnrolment } from '../../delivery/progress/course-progress-repository';
import { getTest } from '../../content/tests/manage-test';
import { presentTest } from '../../content/tests/present-test';
import { findTest } from '../../content/tests/test-repository';

/**
 * GET /quizzes/{id}: the administrator reads any test of the company (Test admin); anyone else only the test of a
 * course they are enrolled on (404 otherwise). The test's settings carry no answers, so both see the same shape.
 */
export async function getTestForCaller(auth: TAuth, testId: string): Promise<TTest> {
  if (auth.roleId === ROLE.ADMIN) return getTest(auth.companyId, testId);
  const course = await requireCourse(auth.companyId, testId);
  await getCourseEnrolment(auth.companyId, testId, auth.userId);
  const quiz = await findTest(auth.companyId, testId);
  if (!quiz) throw AppError.notFound();
  return presentTest(quiz, course);
}
