import { NOTIFICATION_TYPE } from '@skillway/shared';
import { config } from '../../../platform/config';

/**
 * Where a notification leads in the product: the external training list for an expiring record, else the course,
 * else the playlist, else the course list.
 */
export function notificationLink(input: { type: number; courseId?: string; channelId?: string }): string {
  const base = config.appUrl;
  if (input.type === NOTIFICATION_TYPE.EXTERNAL_DEADLINE_BEFORE) return `${base}/profile/external-training`;
  if (input.courseId) return `${base}/courses/details/${encodeURIComponent(input.courseId)}`;
  if (input.channelId) return `${base}/playlist/details/${encodeURIComponent(input.channelId)}`;
  return `${base}/courses`;
}
