import { defineHandler } from '../../core/http/define-handler';
import { getQuiz } from '../../core/quizzes/manage-quiz';

export const handler = defineHandler('quizzes.get', async ({ auth, params }) => ({
  data: await getQuiz(auth.companyId, params.id),
}));
