import { runLrs } from '../../core/learner/xapi/lrs-request';
import { putStatement } from '../../core/learner/xapi/statement-resource';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('xapi.putStatement', async ({ event, query, requestId }) =>
  runLrs(event, requestId, (context) => putStatement(context, event, query)),
);
