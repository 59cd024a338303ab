import type { TNotificationType } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { companyContentView } from '../../core/oversight/notifications/settings/manage-settings';

export const handler = defineHandler('notifications.getContent', async ({ auth, params }) => ({
  data: await companyContentView(auth.companyId, params.type as TNotificationType),
}));
