import { defineHandler } from '../../core/http/define-handler';
import { listQuestionsPage } from '../../core/quizzes/manage-questions';

export const handler = defineHandler('quizzes.questions', async ({ auth, params, query, event }) =>
  listQuestionsPage(auth.companyId, params.id, query, event.rawPath),
);
