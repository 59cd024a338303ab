import { defineHandler } from '../../core/http/define-handler';
import { countUnread } from '../../core/notifications/notification-repository';

export const handler = defineHandler('notifications.unread', async ({ auth }) => ({
  data: { count: await countUnread(auth.companyId, auth.userId) },
}));
