import { getStatements } from '../../core/learner/xapi/get-statements';
import { runLrs } from '../../core/learner/xapi/lrs-request';
import { requestHeader } from '../../core/learner/xapi/lrs-response';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('xapi.getStatements', async ({ event, query, requestId }) =>
  runLrs(event, requestId, (context) => getStatements(context, query, requestHeader(event, 'accept-language'))),
);
