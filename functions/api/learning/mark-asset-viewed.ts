import { defineHandler } from '../../core/platform/http/define-handler';
import { markAssetViewed } from '../../core/learner/learning/mark-asset-viewed';

export const handler = defineHandler('learning.assetsViewed', async ({ auth, body }) => ({
  data: await markAssetViewed(auth.companyId, auth.userId, body.id),
}));
