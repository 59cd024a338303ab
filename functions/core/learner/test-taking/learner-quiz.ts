import { ROLE, type TQuiz } from '@skillway/shared';
import { requireCourse } from '../../content/courses/course-repository';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { getCourseEnrolment } from '../../delivery/progress/course-progress-repository';
import { getQuiz } from '../../content/tests/manage-quiz';
import { presentQuiz } from '../../content/tests/present-quiz';
import { findQuiz } from '../../content/tests/quiz-repository';

/**
 * GET /quizzes/{id}: the administrator reads any test of the company (Test admin); anyone else only the test of a
 * course they are enrolled on (404 otherwise). The test's settings carry no answers, so both see the same shape.
 */
export async function getQuizForCaller(auth: TAuth, quizId: string): Promise<TQuiz> {
  if (auth.roleId === ROLE.ADMIN) return getQuiz(auth.companyId, quizId);
  const course = await requireCourse(auth.companyId, quizId);
  await getCourseEnrolment(auth.companyId, quizId, auth.userId);
  const quiz = await findQuiz(auth.companyId, quizId);
  if (!quiz) throw AppError.notFound();
  return presentQuiz(quiz, course);
}
