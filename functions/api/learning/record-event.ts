import { defineHandler } from '../../core/http/define-handler';
import { recordLearningEvent } from '../../core/learning/record-learning-event';

export const handler = defineHandler('learning.events', async ({ auth, body }) => ({
  data: await recordLearningEvent(auth.companyId, auth.userId, body),
}));
