import { defineHandler } from '../../core/http/define-handler';
import { listTestLogs } from '../../core/quiz-taking/test-logs';

export const handler = defineHandler('tests.logs', async ({ auth, params, query, event }) =>
  listTestLogs(auth, params.id, query, event.rawPath),
);
