import type { TNotificationType } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { courseContentView } from '../../core/oversight/notifications/settings/manage-settings';

export const handler = defineHandler('notifications.getCourseContent', async ({ auth, params, query }) => ({
  data: await courseContentView(auth.companyId, params.courseId, query.ctype as TNotificationType),
}));
