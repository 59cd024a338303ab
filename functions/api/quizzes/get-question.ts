import { defineHandler } from '../../core/http/define-handler';
import { getQuestion } from '../../core/quizzes/manage-questions';

export const handler = defineHandler('quizzes.getQuestion', async ({ auth, params }) => ({
  data: await getQuestion(auth.companyId, params.id),
}));
