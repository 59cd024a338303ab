import { defineHandler } from '../../core/platform/http/define-handler';
import { getTestForCaller } from '../../core/learner/test-taking/learner-test';

export const handler = defineHandler('tests.get', async ({ auth, params }) => ({
  data: await getTestForCaller(auth, params.id),
}));
