import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { removeQuestions } from '../../core/content/tests/manage-questions';

export const handler = defineHandler('quizzes.deleteQuestion', async ({ auth, params }) => {
  await removeQuestions(auth.companyId, [params.id]);
  return { message: MSG.QUESTION_DELETED };
});
