import { ROLE, type TQuiz } from '@skillway/shared';
import { requireCourse } from '../courses/course-repository';
import { AppError } from '../http/app-error';
import type { TAuth } from '../http/principal';
import { getCourseEnrolment } from '../progress/course-progress-repository';
import { getQuiz } from '../quizzes/manage-quiz';
import { presentQuiz } from '../quizzes/present-quiz';
import { findQuiz } from '../quizzes/quiz-repository';

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
