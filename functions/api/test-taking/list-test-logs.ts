import { defineHandler } from '../../core/platform/http/define-handler';
import { listTestLogs } from '../../core/learner/test-taking/test-logs';

export const handler = defineHandler('tests.logs', async ({ auth, params, query, event }) =>
  listTestLogs(auth, params.id, query, event.rawPath),
);
