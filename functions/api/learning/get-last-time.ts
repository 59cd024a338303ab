import { defineHandler } from '../../core/http/define-handler';
import { getWatchTime } from '../../core/learning/watch-time';

export const handler = defineHandler('learning.getLastTime', async ({ auth, params }) => ({
  data: { time: await getWatchTime(auth.companyId, auth.userId, params.id) },
}));
