import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { submitTest } from '../../core/learner/test-taking/submit-test';

export const handler = defineHandler('tests.submit', async ({ auth, body }) => ({
  message: MSG.TEST_SUBMITTED,
  data: await submitTest(auth, body),
}));
