import { runLrs } from '../../core/learner/xapi/lrs-request';
import { postStatements } from '../../core/learner/xapi/statement-resource';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('xapi.postStatements', async ({ event, requestId }) =>
  runLrs(event, requestId, (context) => postStatements(context, event)),
);
