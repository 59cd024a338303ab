import { writeAgentProfile } from '../../core/learner/xapi/documents';
import { runLrs } from '../../core/learner/xapi/lrs-request';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('xapi.postAgentProfile', async ({ event, query, requestId }) =>
  runLrs(event, requestId, (context) => writeAgentProfile(context, event, query, 'post')),
);
