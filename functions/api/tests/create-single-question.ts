import { MSG, QUESTION_TYPE } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { createQuestion } from '../../core/content/tests/manage-questions';

export const handler = defineHandler('quizzes.createQuestion', async ({ auth, body }) => ({
  data: await createQuestion(auth.companyId, QUESTION_TYPE.SINGLE_CHOICE, body),
  message: MSG.QUESTION_ADDED,
}));
