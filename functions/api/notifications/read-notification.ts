import { AppError } from '../../core/platform/http/app-error';
import { defineHandler } from '../../core/platform/http/define-handler';
import { markNotificationRead } from '../../core/oversight/notifications/notification-repository';

export const handler = defineHandler('notifications.read', async ({ auth, params }) => {
  const marked = await markNotificationRead(auth.companyId, auth.userId, params.id);
  if (!marked) throw AppError.notFound();
  return { message: 'Notification marked as read.' };
});
