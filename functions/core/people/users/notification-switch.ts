import { ROLE } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { findUser, updateUser } from './user-repository';

/**
 * PUT /user/update-notification/{id}: one's own switch, or (the administrator) any company user's. Anyone else's id
 * is a 404, like another company's.
 */
export async function setNotificationSwitch(auth: TAuth, userId: string, value: 0 | 1): Promise<void> {
  const mayChange = userId === auth.userId || auth.roleId === ROLE.ADMIN;
  const user = mayChange ? await findUser(auth.companyId, userId) : undefined;
  if (!user) throw AppError.notFound();
  await updateUser(auth.companyId, userId, { is_notification: value });
}
