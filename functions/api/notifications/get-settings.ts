import { defineHandler } from '../../core/platform/http/define-handler';
import { companySettingsView } from '../../core/oversight/notifications/settings/manage-settings';

export const handler = defineHandler('notifications.getSettings', async ({ auth }) => ({
  data: await companySettingsView(auth.companyId),
}));
