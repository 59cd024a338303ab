import { defineHandler } from '../../core/platform/http/define-handler';
import { recordLearningEvent } from '../../core/learner/learning/record-learning-event';

export const handler = defineHandler('learning.events', async ({ auth, body }) => ({
  data: await recordLearningEvent(auth.companyId, auth.userId, body),
}));
