import { defineHandler } from '../../core/platform/http/define-handler';
import { getQuizForCaller } from '../../core/learner/test-taking/learner-quiz';

export const handler = defineHandler('quizzes.get', async ({ auth, params }) => ({
  data: await getQuizForCaller(auth, params.id),
}));
