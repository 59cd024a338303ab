import { defineHandler } from '../../core/http/define-handler';
import { deleteAllNotifications } from '../../core/notifications/notification-repository';

export const handler = defineHandler('notifications.clearAll', async ({ auth }) => {
  await deleteAllNotifications(auth.companyId, auth.userId);
  return { message: 'All notifications cleared.' };
});
