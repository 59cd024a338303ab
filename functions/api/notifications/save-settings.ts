import { NOTIFICATION_MESSAGES } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { saveCompanySettings } from '../../core/oversight/notifications/settings/manage-settings';

export const handler = defineHandler('notifications.saveSettings', async ({ auth, body }) => ({
  data: await saveCompanySettings(auth.companyId, body),
  message: NOTIFICATION_MESSAGES.SETTINGS_UPDATED,
}));
