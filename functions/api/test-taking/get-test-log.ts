import { defineHandler } from '../../core/platform/http/define-handler';
import { getTestLog } from '../../core/learner/test-taking/test-logs';

export const handler = defineHandler('tests.log', async ({ auth, params }) => ({
  data: await getTestLog(auth, params.id),
}));
