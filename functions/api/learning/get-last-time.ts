import { defineHandler } from '../../core/platform/http/define-handler';
import { getWatchTime } from '../../core/learner/learning/watch-time';

export const handler = defineHandler('learning.getLastTime', async ({ auth, params }) => ({
  data: { time: await getWatchTime(auth.companyId, auth.userId, params.id) },
}));
