import { MSG, type TGroupRef } from '@skillway/shared';
import { listCompanyMemberships, listGroups, listUserGroupIds } from '../groups/group-repository';
import { AppError } from '../../platform/http/app-error';

/**
 * The users side of group membership: reads for the user list and the user panel, and the check that groups named in
 * a request exist in the caller's company. Membership itself (and the enrolments it drives) belongs to
 * functions/core/people/groups.
 */

export interface TGroupDirectory {
  /** The user's groups as {id, name}, sorted by name. */
  groupsOf(userId: string): TGroupRef[];
  /** user id -> group ids, for the groups filter. */
  memberships: ReadonlyMap<string, readonly string[]>;
}

function byName(a: TGroupRef, b: TGroupRef): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}

/** Every group and membership of the company: two Queries, bounded by the company. */
export async function loadGroupDirectory(companyId: string): Promise<TGroupDirectory> {
  const [groups, memberships] = await Promise.all([listGroups(companyId), listCompanyMemberships(companyId)]);
  const names = new Map(groups.map((group) => [group.group_id, group.name]));
  return {
    memberships,
    groupsOf(userId) {
      return (memberships.get(userId) ?? [])
        .filter((groupId) => names.has(groupId))
        .map((groupId) => ({ id: groupId, name: names.get(groupId) ?? '' }))
        .sort(byName);
    },
  };
}

/** One user's groups (the user's gsi1 memberships and the company's group names). */
export async function loadUserGroups(companyId: string, userId: string): Promise<TGroupRef[]> {
  const [groups, ids] = await Promise.all([listGroups(companyId), listUserGroupIds(companyId, userId)]);
  const names = new Map(groups.map((group) => [group.group_id, group.name]));
  return ids
    .filter((groupId) => names.has(groupId))
    .map((groupId) => ({ id: groupId, name: names.get(groupId) ?? '' }))
    .sort(byName);
}

/** 422 on `groups` unless every id is a group of this company. */
export async function assertGroupsExist(companyId: string, groupIds: readonly string[]): Promise<void> {
  if (groupIds.length === 0) return;
  const known = new Set((await listGroups(companyId)).map((group) => group.group_id));
  if (!groupIds.every((groupId) => known.has(groupId))) throw AppError.field('groups', MSG.GROUPS_INVALID);
}
