import { defineHandler } from '../../core/http/define-handler';
import { getTestLog } from '../../core/quiz-taking/test-logs';

export const handler = defineHandler('tests.log', async ({ auth, params }) => ({
  data: await getTestLog(auth, params.id),
}));
