import { defineHandler } from '../../core/platform/http/define-handler';
import { saveWatchTime } from '../../core/learner/learning/watch-time';

export const handler = defineHandler('learning.updateLastTime', async ({ auth, body }) => ({
  data: await saveWatchTime(auth.companyId, auth.userId, body),
}));
