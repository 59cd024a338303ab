import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { setNotificationSwitch } from '../../core/people/users/notification-switch';

export const handler = defineHandler('users.updateNotification', async ({ auth, params, body }) => {
  await setNotificationSwitch(auth, params.id, body.is_notification);
  return { data: { is_notification: body.is_notification }, message: MSG.NOTIFICATION_UPDATED };
});
