import { MSG, QUESTION_TYPE } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { updateQuestion } from '../../core/content/tests/manage-questions';

export const handler = defineHandler('quizzes.updateQuestion', async ({ auth, params, body }) => ({
  data: await updateQuestion(auth.companyId, QUESTION_TYPE.SINGLE_CHOICE, params.id, body),
  message: MSG.QUESTION_UPDATED,
}));
