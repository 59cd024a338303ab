import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { sortableId } from '../../platform/crypto/tokens';
import { notificationEntity } from '../../platform/db/entities/notification';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import type { TNotificationItem } from '../../platform/db/types';
import { batchWriteAll } from '../../platform/db/batch-write';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

/** Notifications expire after 90 days, which bounds what one user's list, count and clear-all can read. */
const NOTIFICATION_TTL_DAYS = 90;

export interface TNewNotification {
  title: string;
  notification_type: number;
  course_id?: string;
  channel_id?: string;
}

/**
 * Adds an unread notification. With `notificationId` (time-sortable, e.g. derived from the event that caused it)
 * a repeated call is a no-op, which keeps event handlers safe to run twice.
 */
export async function createNotification(
  companyId: string,
  userId: string,
  input: TNewNotification,
  options: { nowMs?: number; notificationId?: string } = {},
): Promise<TNotificationItem | undefined> {
  const nowMs = options.nowMs ?? Date.now();
  const notificationId = options.notificationId ?? sortableId(nowMs);
  const item = {
    company_id: companyId,
    user_id: userId,
    notification_id: notificationId,
    title: input.title,
    read: false,
    notification_type: input.notification_type,
    ...(input.course_id ? { course_id: input.course_id } : {}),
    ...(input.channel_id ? { channel_id: input.channel_id } : {}),
    ttl: Math.floor(nowMs / 1000) + NOTIFICATION_TTL_DAYS * 24 * 60 * 60,
    gsi1pk: keys.unreadNotificationsPk(companyId, userId),
    gsi1sk: notificationId,
  };
  const written = await sendUnlessConditionFails(
    notificationEntity()
      .build(PutItemCommand)
      .item(item)
      .options({ condition: { attr: 'notification_id', exists: false } }),
  );
  return written ? { ...item, created_at: new Date(nowMs).toISOString() } : undefined;
}

/** Every notification of one user, newest first (sort keys are time-ordered ids). */
export async function listUserNotifications(companyId: string, userId: string): Promise<TNotificationItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(notificationEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.notificationsPrefix(userId) } })
    .options({ reverse: true, maxPages: Infinity })
    .send();
  return Items ?? [];
}

async function listUnread(companyId: string, userId: string): Promise<TNotificationItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(notificationEntity())
    .query({ index: 'gsi1', partition: keys.unreadNotificationsPk(companyId, userId) })
    .options({ maxPages: Infinity })
    .send();
  return Items ?? [];
}

/** gsi1 holds only unread notifications, so the count reads nothing else. */
export async function countUnread(companyId: string, userId: string): Promise<number> {
  const { Count } = await SkillwayTable.build(QueryCommand)
    .query({ index: 'gsi1', partition: keys.unreadNotificationsPk(companyId, userId) })
    .options({ select: 'COUNT', maxPages: Infinity })
    .send();
  return Count ?? 0;
}

/** Marks each unread one read and takes it out of the unread index. Safe to repeat. */
export async function markAllRead(companyId: string, userId: string): Promise<number> {
  const unread = await listUnread(companyId, userId);
  for (let i = 0; i < unread.length; i += 10) {
    await Promise.all(
      unread.slice(i, i + 10).map((item) =>
        // False for one deleted meanwhile: nothing left to mark.
        sendUnlessConditionFails(
          notificationEntity()
            .build(UpdateItemCommand)
            .item({
              company_id: companyId,
              user_id: userId,
              notification_id: item.notification_id,
              read: true,
              gsi1pk: $remove(),
              gsi1sk: $remove(),
            })
            .options({ condition: { attr: 'notification_id', exists: true } }),
        ),
      ),
    );
  }
  return unread.length;
}

/**
 * Marks one of the user's notifications read and takes it out of the unread index (so the count drops). False when
 * the user has no such notification; marking a read one again is harmless.
 */
export async function markNotificationRead(
  companyId: string,
  userId: string,
  notificationId: string,
): Promise<boolean> {
  return sendUnlessConditionFails(
    notificationEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: companyId,
        user_id: userId,
        notification_id: notificationId,
        read: true,
        gsi1pk: $remove(),
        gsi1sk: $remove(),
      })
      .options({ condition: { attr: 'notification_id', exists: true } }),
  );
}

/** Deletes every notification of the user, 25 per BatchWriteItem. */
export async function deleteAllNotifications(companyId: string, userId: string): Promise<number> {
  const items = await listUserNotifications(companyId, userId);
  for (let i = 0; i < items.length; i += 25) {
    const requests = items.slice(i, i + 25).map((item) =>
      notificationEntity().build(BatchDeleteRequest).key({
        company_id: companyId,
        user_id: userId,
        notification_id: item.notification_id,
      }),
    );
    await batchWriteAll(requests, 5);
  }
  return items.length;
}

/** False when the user has no such notification (someone else's is simply not under this user's key). */
export async function deleteNotification(companyId: string, userId: string, notificationId: string): Promise<boolean> {
  return sendUnlessConditionFails(
    notificationEntity()
      .build(DeleteItemCommand)
      .key({ company_id: companyId, user_id: userId, notification_id: notificationId })
      .options({ condition: { attr: 'notification_id', exists: true } }),
  );
}
