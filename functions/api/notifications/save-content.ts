import { NOTIFICATION_MESSAGES, type TNotificationType } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { saveContent } from '../../core/oversight/notifications/settings/manage-settings';

export const handler = defineHandler('notifications.saveContent', async ({ auth, body }) => ({
  data: await saveContent(auth.companyId, {
    content: body.content,
    content_type: body.content_type as TNotificationType,
    course_id: body.course_id,
  }),
  message: NOTIFICATION_MESSAGES.UPDATED,
}));
