import { randomUUID } from 'node:crypto';
import {
  DETAIL_TYPE,
  MSG,
  WELCOME_EMAIL_BATCH_SIZE,
  WELCOME_EMAIL_OPTION,
  type TWelcomeEmailDetail,
} from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { publishEvent } from '../../platform/events/publish-event';
import { AppError } from '../../platform/http/app-error';

/**
 * Who gets a welcome email for a mass send (pure): 1 every active user, 2 the new or outstanding ones (not yet sent,
 * or never signed in), 3 the selected active users. The sender is never included.
 */
export function selectWelcomeRecipients(
  users: readonly TUserItem[],
  option: number,
  selected: readonly string[] | undefined,
  senderId: string,
): string[] {
  const active = users.filter((user) => user.is_archived !== 1 && user.user_id !== senderId);
  if (option === WELCOME_EMAIL_OPTION.ALL) return active.map((user) => user.user_id);
  if (option === WELCOME_EMAIL_OPTION.NEW_OR_OUTSTANDING) {
    return active.filter((user) => user.is_mail_sent !== 1 || !user.last_login).map((user) => user.user_id);
  }
  const wanted = new Set(selected ?? []);
  return active.filter((user) => wanted.has(user.user_id)).map((user) => user.user_id);
}

/** The recipients of a mass send, or the spec's 422 when there is nobody to send to. */
export function massRecipients(
  users: readonly TUserItem[],
  option: number,
  selected: readonly string[] | undefined,
  senderId: string,
): string[] {
  if (option === WELCOME_EMAIL_OPTION.SELECTED && (!selected || selected.length === 0)) {
    throw AppError.field('users', MSG.WELCOME_EMAIL_SELECT_USERS);
  }
  const recipients = selectWelcomeRecipients(users, option, selected, senderId);
  if (recipients.length === 0) {
    throw option === WELCOME_EMAIL_OPTION.SELECTED
      ? AppError.field('users', MSG.WELCOME_EMAIL_SELECT_USERS)
      : AppError.field('send_mail_option', MSG.WELCOME_EMAIL_NONE);
  }
  return recipients;
}

/** The events for a send: one per batch of at most 25 users, each with its own request id (the idempotency key). */
export function welcomeEmailBatches(companyId: string, userIds: readonly string[]): TWelcomeEmailDetail[] {
  const batches: TWelcomeEmailDetail[] = [];
  for (let i = 0; i < userIds.length; i += WELCOME_EMAIL_BATCH_SIZE) {
    batches.push({
      company_id: companyId,
      user_ids: userIds.slice(i, i + WELCOME_EMAIL_BATCH_SIZE),
      request_id: randomUUID(),
    });
  }
  return batches;
}

/** Queues the welcome emails as async jobs (EventBridge; the local bus locally); returns how many users were queued. */
export async function queueWelcomeEmails(companyId: string, userIds: readonly string[]): Promise<number> {
  for (const batch of welcomeEmailBatches(companyId, userIds)) {
    await publishEvent(DETAIL_TYPE.WELCOME_EMAIL_REQUESTED, batch);
  }
  return userIds.length;
}
