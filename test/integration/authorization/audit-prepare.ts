import { inject } from 'vitest';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';

/**
 * What a sample's `prepare` writes before its call (TRequest.prepare): the stored value the call will set, set to
 * something else first, so the call records a change and leaves the record as the other tests expect it. Written
 * in this process straight to the stack's table, outside any request: stamped by nobody, they make no audit event.
 * `null` removes a field (its default applies).
 */
type TValues = Record<string, unknown>;

async function modules() {
  Object.assign(process.env, inject('stackEnv'));
  const [company, user, notifications, privacy, conditional] = await Promise.all([
    import('@skillway/functions/core/platform/db/entities/company'),
    import('@skillway/functions/core/platform/db/entities/user'),
    import('@skillway/functions/core/platform/db/entities/notification-settings'),
    import('@skillway/functions/core/platform/db/entities/privacy'),
    import('@skillway/functions/core/platform/db/conditional-write'),
  ]);
  return { company, user, notifications, privacy, send: conditional.sendUnlessConditionFails };
}

function withRemovals(values: TValues): TValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === null ? $remove() : value]));
}

/** Only an item that is there: an absent one (defaults apply) makes the call's write a creation already. */
const IF_SAVED = { condition: { attr: 'company_id', exists: true } } as const;

export async function setCompanyFields(companyId: string, values: TValues): Promise<void> {
  const { company, send } = await modules();
  const item = { company_id: companyId, ...withRemovals(values) };
  await send(
    company
      .companyEntity()
      .build(UpdateItemCommand)
      .item(item as never)
      .options(IF_SAVED),
  );
}

export async function setUserFields(companyId: string, userId: string, values: TValues): Promise<void> {
  const { user, send } = await modules();
  const item = { company_id: companyId, user_id: userId, ...withRemovals(values) };
  await send(
    user
      .userEntity()
      .build(UpdateItemCommand)
      .item(item as never)
      .options(IF_SAVED),
  );
}

export async function setNotificationSettings(companyId: string, values: TValues): Promise<void> {
  const { notifications, send } = await modules();
  const item = { company_id: companyId, scope: notifications.NOTIFICATION_COMPANY_SCOPE, ...withRemovals(values) };
  await send(
    notifications
      .notificationSettingsEntity()
      .build(UpdateItemCommand)
      .item(item as never)
      .options(IF_SAVED),
  );
}

export async function setNotificationContent(companyId: string, contentType: number, content: string): Promise<void> {
  const { notifications, send } = await modules();
  const item = {
    company_id: companyId,
    scope: notifications.NOTIFICATION_COMPANY_SCOPE,
    content_type: contentType,
    content,
  };
  await send(
    notifications
      .notificationContentEntity()
      .build(UpdateItemCommand)
      .item(item as never)
      .options(IF_SAVED),
  );
}

export async function setPrivacySettings(companyId: string, values: TValues): Promise<void> {
  const { privacy, send } = await modules();
  const item = { company_id: companyId, ...withRemovals(values) };
  await send(
    privacy
      .privacySettingsEntity()
      .build(UpdateItemCommand)
      .item(item as never)
      .options(IF_SAVED),
  );
}
