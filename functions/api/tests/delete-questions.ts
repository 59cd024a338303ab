import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { removeQuestions } from '../../core/content/tests/manage-questions';

export const handler = defineHandler('quizzes.deleteQuestions', async ({ auth, body }) => {
  await removeQuestions(auth.companyId, body.questions);
  return { message: MSG.QUESTION_DELETED };
});
