import { MSG, QUESTION_TYPE } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { updateQuestion } from '../../core/content/tests/manage-questions';

export const handler = defineHandler('quizzes.updateFillQuestion', async ({ auth, params, body }) => ({
  data: await updateQuestion(auth.companyId, QUESTION_TYPE.FILL_IN_THE_BLANK, params.id, body),
  message: MSG.QUESTION_UPDATED,
}));
