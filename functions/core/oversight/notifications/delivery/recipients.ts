import { NOTIFICATION_GET_BY, NOTIFICATION_SHOWN_UP, ROLE } from '@skillway/shared';
import type { TUserItem } from '../../../platform/db/types';
import { listCompanyUsers } from '../../../people/users/user-repository';
import type { TDeliveryChannel } from './delivery-claims';

/** The company's administrators who are not archived (read in the event workers, never in a request). */
export async function listCompanyAdmins(companyId: string): Promise<TUserItem[]> {
  // One company's users: at most 500, the largest band.
  const users = await listCompanyUsers(companyId);
  return users.filter((user) => user.role_id === ROLE.ADMIN && user.is_archived !== 1);
}

/**
 * Who receives a notification about `subject` by the setting's get_by: 1 the company's administrators, 2 the user,
 * 3 both (an administrator who is the user is listed once).
 */
export function recipientsFor(subject: TUserItem, getBy: number, admins: readonly TUserItem[]): TUserItem[] {
  const recipients: TUserItem[] = getBy === NOTIFICATION_GET_BY.ADMIN ? [] : [subject];
  if (getBy === NOTIFICATION_GET_BY.USER) return recipients;
  for (const admin of admins) if (!recipients.some((user) => user.user_id === admin.user_id)) recipients.push(admin);
  return recipients;
}

/**
 * The channels one recipient gets by the setting's shown_up (1 email, 2 in-app, 3 both); a recipient who turned
 * emails off (`is_notification` 0) still gets the in-app one.
 */
export function channelsFor(recipient: TUserItem, shownUp: number): TDeliveryChannel[] {
  const channels: TDeliveryChannel[] = [];
  if (shownUp !== NOTIFICATION_SHOWN_UP.EMAIL) channels.push('app');
  if (shownUp !== NOTIFICATION_SHOWN_UP.PLATFORM && recipient.is_notification !== 0) channels.push('email');
  return channels;
}
