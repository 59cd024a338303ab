import { MSG, ROLE } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { findUser, listCompanyUsers } from '../../people/users/user-repository';
import { assertCanAssignCourses, canAssignCourses } from '../../people/team/policy';
import { listTeamMembers } from '../../people/team/team-repository';

/** The users the caller may assign, by id: a manager's active team (one index Query), or the company's active users. */
async function assignableUsers(auth: TAuth): Promise<Map<string, TUserItem>> {
  const candidates =
    auth.roleId === ROLE.MANAGER
      ? await listTeamMembers(auth.companyId, auth.userId)
      : await listCompanyUsers(auth.companyId, true);
  return new Map(candidates.filter((user) => canAssignCourses(auth, user)).map((user) => [user.user_id, user]));
}

/**
 * The team-wide calls' users: all must be ones the caller may assign, else the call is refused whole with the same
 * 422 whether they exist or not, so it reveals nothing about other users.
 */
export async function assertAssignableUsers(auth: TAuth, userIds: readonly string[]): Promise<void> {
  const allowed = await assignableUsers(auth);
  if (userIds.some((id) => !allowed.has(id))) throw AppError.field('users', MSG.TEAM_USERS_NOT_IN_TEAM);
}

/**
 * The one user a per-user assign call or list is about (a manager: an active learner of their own team; the
 * administrator: any active user), else 404. `consistent` for calls that write.
 */
export async function requireAssignableUser(auth: TAuth, userId: string, consistent = false): Promise<TUserItem> {
  return assertCanAssignCourses(auth, await findUser(auth.companyId, userId, consistent));
}
