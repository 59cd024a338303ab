import { defineHandler } from '../../core/http/define-handler';
import { saveWatchTime } from '../../core/learning/watch-time';

export const handler = defineHandler('learning.updateLastTime', async ({ auth, body }) => ({
  data: await saveWatchTime(auth.companyId, auth.userId, body),
}));
