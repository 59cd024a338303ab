import { runLrs } from '../../core/learner/xapi/lrs-request';
import { readPerson } from '../../core/learner/xapi/person';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('xapi.getAgents', async ({ event, query, requestId }) =>
  runLrs(event, requestId, (context) => readPerson(context, query)),
);
