import { MSG } from '@skillway/shared';
import { courseCompanyId } from '../../core/content/courses/course-scope';
import { defineHandler } from '../../core/platform/http/define-handler';
import { openTest } from '../../core/content/tests/manage-test';

/** The Test action: 201 with the test, new or existing (one per course). */
export const handler = defineHandler('tests.create', async ({ auth, query, body }) => {
  const { quiz, created } = await openTest(await courseCompanyId(auth, query.company_id), body.course_id);
  return { data: quiz, message: created ? MSG.QUIZ_CREATED : MSG.QUIZ_EXISTS };
});
