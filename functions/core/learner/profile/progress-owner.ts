import { ROLE } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { assertCanSeeUser } from '../../people/team/policy';
import { findUser } from '../../people/users/user-repository';

/**
 * Whose progress a call reads: the caller's own without `id` (or with their own id), else the user `id` names if the
 * caller may see them (the administrator: any user of the company; a manager: the learners of their own team).
 * Everyone else, and every other company's id, gets a 404: nobody learns that the user exists. Returns null for the
 * super administrator's own progress: they belong to no company and have none.
 */
export async function resolveProgressOwner(auth: TAuth, id: string | undefined): Promise<string | null> {
  if (!id || id === auth.userId) return auth.roleId === ROLE.SUPER_ADMIN ? null : auth.userId;
  if (auth.roleId === ROLE.SUPER_ADMIN) throw AppError.notFound();
  return assertCanSeeUser(auth, await findUser(auth.companyId, id)).user_id;
}
