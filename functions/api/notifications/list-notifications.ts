import { defineHandler } from '../../core/platform/http/define-handler';
import { paginate } from '../../core/platform/http/pagination';
import { listUserNotifications } from '../../core/oversight/notifications/notification-repository';
import { presentNotification } from '../../core/oversight/notifications/present-notification';

export const handler = defineHandler('notifications.list', async ({ auth, query, event }) => {
  const items = await listUserNotifications(auth.companyId, auth.userId);
  const page = paginate(items, { page: query.page, limit: query.limit, path: event.rawPath });
  return { data: page.data.map(presentNotification), meta: page.meta };
});
