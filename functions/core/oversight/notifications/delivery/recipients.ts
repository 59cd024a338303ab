import { NOTIFICATION_GET_BY, NOTIFICATION_SHOWN_UP, NOTIFICATION_TYPE, ROLE } from '@skillway/shared';
import type { TUserItem } from '../../../platform/db/types';
import { findUser, listCompanyUsers } from '../../../people/users/user-repository';
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
 * The user's team manager (My Team: the member's `manager_id` names them), when that person is still a Team Manager
 * and not archived; else none.
 */
export async function findTeamManager(subject: TUserItem): Promise<TUserItem | undefined> {
  if (!subject.manager_id || subject.manager_id === subject.user_id) return undefined;
  const manager = await findUser(subject.company_id, subject.manager_id);
  return manager && manager.role_id === ROLE.MANAGER && manager.is_archived !== 1 ? manager : undefined;
}

/** The types whose recipients include the learner's team manager (recertification: expiring and expired). */
export function reachesManager(type: number): boolean {
  return type === NOTIFICATION_TYPE.CERTIFICATE_EXPIRING || type === NOTIFICATION_TYPE.CERTIFICATE_EXPIRED;
}

/** Types that reach the learner (and for expiring, their manager) whatever get_by says. */
function ignoresGetBy(type: number): boolean {
  return type === NOTIFICATION_TYPE.CERTIFICATE_EXPIRING || type === NOTIFICATION_TYPE.RENEWAL_ENROLLED;
}

/** Whether the recipients of a type under get_by include the administrators (so they need reading). */
export function reachesAdmins(type: number, getBy: number): boolean {
  return !ignoresGetBy(type) && getBy !== NOTIFICATION_GET_BY.USER;
}

/**
 * Who receives a notification of `type` about `subject`. Most types follow get_by (recipientsFor). Recertification's
 * have audiences of their own: certificate expiring goes to the learner and their team manager; certificate expired
 * to get_by's recipients and the team manager; renewal enrolled (the learner's own work to do) to the learner only.
 * Each person is listed once.
 */
export function recipientsOfType(
  type: number,
  subject: TUserItem,
  getBy: number,
  admins: readonly TUserItem[],
  manager: TUserItem | undefined,
): TUserItem[] {
  const recipients = ignoresGetBy(type) ? [subject] : recipientsFor(subject, getBy, admins);
  if (manager && reachesManager(type) && !recipients.some((user) => user.user_id === manager.user_id)) {
    // After the learner, before the administrators: the order a reader of the claims would expect.
    const at = recipients[0]?.user_id === subject.user_id ? 1 : 0;
    recipients.splice(at, 0, manager);
  }
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
