import { ROLE, type TUserDetail } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { listGroups } from '../groups/group-repository';
import type { TAuth } from '../../platform/http/principal';
import { assertCanSeeUser } from '../team/policy';
import { listTeamMembers } from '../team/team-repository';
import { presentUserDetail } from './present-user';
import { loadUserGroups } from './user-groups';
import { findUser } from './user-repository';

/** What a write just set: presented as written, since the indexes that answer reads may lag a moment behind. */
export interface TJustWritten {
  groupIds?: readonly string[];
  team?: readonly string[];
}

async function groupRefs(companyId: string, userId: string, groupIds: readonly string[] | undefined) {
  if (!groupIds) return loadUserGroups(companyId, userId);
  const names = new Map((await listGroups(companyId)).map((group) => [group.group_id, group.name]));
  return groupIds
    .filter((id) => names.has(id))
    .map((id) => ({ id, name: names.get(id) ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

async function teamIds(companyId: string, user: TUserItem, team: readonly string[] | undefined): Promise<string[]> {
  if (user.role_id !== ROLE.MANAGER) return [];
  if (team) return [...team];
  const members = await listTeamMembers(companyId, user.user_id);
  return members.filter((member) => member.is_archived !== 1).map((member) => member.user_id);
}

/** A user with their groups and, for a Team Manager, the active members of their team (`assigned_users`). */
export async function presentUserWithRelations(
  companyId: string,
  user: TUserItem,
  written: TJustWritten = {},
): Promise<TUserDetail> {
  const [groups, team] = await Promise.all([
    groupRefs(companyId, user.user_id, written.groupIds),
    teamIds(companyId, user, written.team),
  ]);
  return presentUserDetail(user, groups, team);
}

/** GET /users/{id}: the administrator sees every company user; a manager themself and their team (else 404). */
export async function getUserDetail(auth: TAuth, companyId: string, userId: string): Promise<TUserDetail> {
  const user = assertCanSeeUser(auth, await findUser(companyId, userId));
  return presentUserWithRelations(companyId, user);
}
