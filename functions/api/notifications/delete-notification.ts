import { AppError } from '../../core/platform/http/app-error';
import { defineHandler } from '../../core/platform/http/define-handler';
import { deleteNotification } from '../../core/oversight/notifications/notification-repository';

export const handler = defineHandler('notifications.delete', async ({ auth, params }) => {
  const deleted = await deleteNotification(auth.companyId, auth.userId, params.id);
  if (!deleted) throw AppError.notFound();
  return { message: 'Notification deleted.' };
});
