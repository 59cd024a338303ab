import { defineHandler } from '../../core/platform/http/define-handler';
import { markAllRead } from '../../core/oversight/notifications/notification-repository';

export const handler = defineHandler('notifications.readAll', async ({ auth }) => {
  await markAllRead(auth.companyId, auth.userId);
  return { message: 'All notifications marked as read.' };
});
