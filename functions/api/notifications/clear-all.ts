import { defineHandler } from '../../core/platform/http/define-handler';
import { deleteAllNotifications } from '../../core/oversight/notifications/notification-repository';

export const handler = defineHandler('notifications.clearAll', async ({ auth }) => {
  await deleteAllNotifications(auth.companyId, auth.userId);
  return { message: 'All notifications cleared.' };
});
