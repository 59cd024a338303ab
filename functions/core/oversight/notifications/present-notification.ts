import type { TNotification } from '@skillway/shared';
import type { TNotificationItem } from '../../platform/db/types';

export function presentNotification(item: TNotificationItem): TNotification {
  return {
    id: item.notification_id,
    title: item.title,
    read: item.read,
    created_at: item.created_at,
    data: {
      notification_type: item.notification_type,
      ...(item.course_id ? { course_id: item.course_id } : {}),
      ...(item.channel_id ? { channel_id: item.channel_id } : {}),
    },
  };
}
