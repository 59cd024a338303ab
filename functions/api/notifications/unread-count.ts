import { defineHandler } from '../../core/platform/http/define-handler';
import { countUnread } from '../../core/oversight/notifications/notification-repository';

export const handler = defineHandler('notifications.unread', async ({ auth }) => ({
  data: { count: await countUnread(auth.companyId, auth.userId) },
}));
