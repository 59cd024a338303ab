import { defineHandler } from '../../core/platform/http/define-handler';
import { getTestLog } from '../../core/learner/test-taking/test-logs';

export const handler = defineHandler('testTaking.log', async ({ auth, params }) => ({
  data: await getTestLog(auth, params.id),
}));
