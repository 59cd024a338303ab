import { defineHandler } from '../../core/platform/http/define-handler';
import { getQuestion } from '../../core/content/tests/manage-questions';

export const handler = defineHandler('quizzes.getQuestion', async ({ auth, params }) => ({
  data: await getQuestion(auth.companyId, params.id),
}));
