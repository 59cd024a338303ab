import { readActivity } from '../../core/learner/xapi/activity-definitions';
import { runLrs } from '../../core/learner/xapi/lrs-request';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('xapi.getActivities', async ({ event, query, requestId }) =>
  runLrs(event, requestId, (context) => readActivity(context, query)),
);
