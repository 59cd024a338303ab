import { ROLE } from '@skillway/shared';
import type { TCompanyItem, TUserItem } from '../../platform/db/types';

/**
 * Who must use two-step verification: the super administrator always (they reach every company), and an
 * administrator when their company requires it of its administrators. Anyone else may turn it on.
 */
export function isTwoStepRequired(
  user: Pick<TUserItem, 'role_id'>,
  company: Pick<TCompanyItem, 'require_two_step_admins'> | null | undefined,
): boolean {
  if (user.role_id === ROLE.SUPER_ADMIN) return true;
  return user.role_id === ROLE.ADMIN && company?.require_two_step_admins === 1;
}

export function isTwoStepOn(user: Pick<TUserItem, 'totp_secret'>): user is { totp_secret: string } {
  return typeof user.totp_secret === 'string' && user.totp_secret.length > 0;
}
