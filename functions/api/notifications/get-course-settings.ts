import { defineHandler } from '../../core/platform/http/define-handler';
import { courseSettingsView } from '../../core/oversight/notifications/settings/manage-settings';

export const handler = defineHandler('notifications.getCourseSettings', async ({ auth, params }) => ({
  data: await courseSettingsView(auth.companyId, params.courseId),
}));
