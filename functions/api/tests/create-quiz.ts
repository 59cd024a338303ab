import { MSG } from '@skillway/shared';
import { courseCompanyId } from '../../core/content/courses/course-scope';
import { defineHandler } from '../../core/platform/http/define-handler';
import { openQuiz } from '../../core/content/tests/manage-quiz';

/** The Test action: 201 with the test, new or existing (one per course). */
export const handler = defineHandler('quizzes.create', async ({ auth, query, body }) => {
  const { quiz, created } = await openQuiz(await courseCompanyId(auth, query.company_id), body.course_id);
  return { data: quiz, message: created ? MSG.QUIZ_CREATED : MSG.QUIZ_EXISTS };
});
