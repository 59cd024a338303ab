import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { NOTIFICATION_TYPE_IDS, type TNotificationType } from '@skillway/shared';
import {
  NOTIFICATION_COMPANY_SCOPE,
  notificationContentEntity,
  notificationSettingsEntity,
} from '../../../platform/db/entities/notification-settings';
import { readBatch } from '../../../platform/db/batch-read';
import { batchWriteAll } from '../../../platform/db/batch-write';

export type TNotificationSettingsItem = FormattedItem<ReturnType<typeof notificationSettingsEntity>>;
export type TNotificationContentItem = FormattedItem<ReturnType<typeof notificationContentEntity>>;
export type TSettingsValues = Omit<TNotificationSettingsItem, 'company_id' | 'scope' | 'created_at' | 'updated_at'>;

function scopeOf(courseId?: string): string {
  return courseId ?? NOTIFICATION_COMPANY_SCOPE;
}

/** The company's item and the course's item of a BatchGetItem's answer. */
function byScope<T extends { scope: string }>(
  items: readonly (T | undefined)[] | undefined,
): { company?: T; course?: T } {
  const result: { company?: T; course?: T } = {};
  for (const item of items ?? []) {
    if (!item) continue;
    if (item.scope === NOTIFICATION_COMPANY_SCOPE) result.company = item;
    else result.course = item;
  }
  return result;
}

/** The company's saved settings and, with a course, that course's override: a GetItem, or one BatchGetItem. */
export async function readSettingsItems(
  companyId: string,
  courseId?: string,
): Promise<{ company?: TNotificationSettingsItem; course?: TNotificationSettingsItem }> {
  if (!courseId) {
    const { Item } = await notificationSettingsEntity()
      .build(GetItemCommand)
      .key({ company_id: companyId, scope: NOTIFICATION_COMPANY_SCOPE })
      .send();
    return { company: Item };
  }
  const requests = [NOTIFICATION_COMPANY_SCOPE, courseId].map((scope) =>
    notificationSettingsEntity().build(BatchGetRequest).key({ company_id: companyId, scope }),
  );
  const { Responses } = await readBatch(requests);
  return byScope(Responses[0]);
}

export async function putSettings(companyId: string, values: TSettingsValues, courseId?: string): Promise<void> {
  await notificationSettingsEntity()
    .build(PutItemCommand)
    .item({ company_id: companyId, scope: scopeOf(courseId), ...values })
    .send();
}

/** The content of one type: the course's (when asked) and the company's, in one BatchGetItem. */
export async function readContentItems(
  companyId: string,
  contentType: TNotificationType,
  courseId?: string,
): Promise<{ company?: TNotificationContentItem; course?: TNotificationContentItem }> {
  if (!courseId) {
    const { Item } = await notificationContentEntity()
      .build(GetItemCommand)
      .key({ company_id: companyId, scope: NOTIFICATION_COMPANY_SCOPE, content_type: contentType })
      .send();
    return { company: Item };
  }
  const requests = [NOTIFICATION_COMPANY_SCOPE, courseId].map((scope) =>
    notificationContentEntity().build(BatchGetRequest).key({ company_id: companyId, scope, content_type: contentType }),
  );
  const { Responses } = await readBatch(requests);
  return byScope(Responses[0]);
}

export async function putContent(
  companyId: string,
  contentType: TNotificationType,
  content: string,
  courseId?: string,
): Promise<void> {
  await notificationContentEntity()
    .build(PutItemCommand)
    .item({ company_id: companyId, scope: scopeOf(courseId), content_type: contentType, content })
    .send();
}

/**
 * A deleted course's notification override and content (11 keys, one BatchWriteItem): deleting absent keys is a
 * no-op, so a repeated course delete is safe.
 */
export async function deleteCourseNotificationItems(companyId: string, courseId: string): Promise<void> {
  const requests = [
    notificationSettingsEntity().build(BatchDeleteRequest).key({ company_id: companyId, scope: courseId }),
    ...NOTIFICATION_TYPE_IDS.map((type) =>
      notificationContentEntity().build(BatchDeleteRequest).key({
        company_id: companyId,
        scope: courseId,
        content_type: type,
      }),
    ),
  ];
  await batchWriteAll(requests, 5);
}
