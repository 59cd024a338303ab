import { defineHandler } from '../../core/http/define-handler';
import { getQuizForCaller } from '../../core/quiz-taking/learner-quiz';

export const handler = defineHandler('quizzes.get', async ({ auth, params }) => ({
  data: await getQuizForCaller(auth, params.id),
}));
