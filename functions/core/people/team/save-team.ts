import { MSG, ROLE } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { joinTeam, leaveTeam, listTeamMembers } from './team-repository';

/**
 * Why a proposed team is refused, or undefined when it is fine: members are active learners (role User) of the same
 * company, and never the manager. Managers and the administrator are not team members: a manager may edit their
 * team, and must not be able to edit another manager or the administrator through it.
 */
export function teamProblem(
  managerId: string,
  memberIds: readonly string[],
  companyUsers: ReadonlyMap<string, TUserItem>,
): string | undefined {
  for (const id of memberIds) {
    if (id === managerId) return MSG.TEAM_SELF;
    const user = companyUsers.get(id);
    if (!user || user.is_archived === 1 || user.role_id !== ROLE.USER) return MSG.TEAM_OTHER_COMPANY;
  }
  return undefined;
}

/** Checks a team against the company's users, as a 422 on `assigned_users`. */
export function assertValidTeam(
  managerId: string,
  memberIds: readonly string[],
  companyUsers: ReadonlyMap<string, TUserItem>,
): void {
  const problem = teamProblem(managerId, memberIds, companyUsers);
  if (problem) throw AppError.field('assigned_users', problem);
}

async function inChunks<T>(items: readonly T[], size: number, run: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

/**
 * Makes the manager's team exactly `memberIds` (already validated): new members join (leaving any other team),
 * members not listed leave. One conditional write per changed member; running it again changes nothing.
 */
export async function saveTeam(companyId: string, managerId: string, memberIds: readonly string[]): Promise<void> {
  const wanted = new Set(memberIds);
  const current = await listTeamMembers(companyId, managerId);
  const currentIds = new Set(current.map((member) => member.user_id));
  await inChunks(
    [...wanted].filter((id) => !currentIds.has(id)),
    10,
    (id) => joinTeam(companyId, id, managerId),
  );
  await inChunks(
    [...currentIds].filter((id) => !wanted.has(id)),
    10,
    (id) => leaveTeam(companyId, id, managerId),
  );
}

/** Every member leaves (the manager stopped being a manager, or was deleted). */
export async function disbandTeam(companyId: string, managerId: string): Promise<void> {
  await saveTeam(companyId, managerId, []);
}
