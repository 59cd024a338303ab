import { PERSONAL_DATA_EXPORT_NOTIFICATION_TYPE, type TNotification } from '@skillway/shared';

export type TNotificationTarget =
  | { to: '/courses/details/$id'; params: { id: string } }
  | { to: '/playlist/details/$id'; params: { id: string } }
  | { to: '/profile/external-training' }
  | { to: '/privacy/exports' };

/**
 * Where a notification leads: its course (the learner's course details, where Start or Continue is), else its
 * playlist (`channel_id`), else the external training records (expiry reminders carry neither); null for none.
 */
export function notificationTarget(item: TNotification, externalTrainingType: number): TNotificationTarget | null {
  const { course_id, channel_id, notification_type } = item.data;
  if (course_id) return { to: '/courses/details/$id', params: { id: course_id } };
  if (channel_id) return { to: '/playlist/details/$id', params: { id: channel_id } };
  if (notification_type === externalTrainingType) return { to: '/profile/external-training' };
  // A finished data export (Download my data): the exports the caller may open.
  if (notification_type === PERSONAL_DATA_EXPORT_NOTIFICATION_TYPE) return { to: '/privacy/exports' };
  return null;
}
