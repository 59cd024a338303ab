import { removeActivityProfile } from '../../core/learner/xapi/documents';
import { runLrs } from '../../core/learner/xapi/lrs-request';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('xapi.deleteActivityProfile', async ({ event, query, requestId }) =>
  runLrs(event, requestId, (context) => removeActivityProfile(context, query, event)),
);
