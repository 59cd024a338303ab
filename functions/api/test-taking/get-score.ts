import { defineHandler } from '../../core/platform/http/define-handler';
import { scoreSubmission } from '../../core/learner/test-taking/score-submission';

export const handler = defineHandler('tests.getScore', async ({ auth, body }) => {
  const { result, quiz } = await scoreSubmission(auth, body);
  return { data: { passed: result.passed, score: result.score, pass_mark: quiz.pass_mark } };
});
