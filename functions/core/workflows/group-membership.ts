import { MSG } from '@skillway/shared';
import { syncMembersWithGroupTargets } from '../delivery/enrolment/group-enrolment';
import { AppError } from '../platform/http/app-error';
import { listCompanyUsers } from '../people/users/user-repository';
import { getGroup } from '../people/groups/group-repository';
import { writeMemberships } from '../people/groups/membership-writes';

export interface TMembershipResult {
  added: string[];
  removed: string[];
}

/**
 * The checks of a membership change, before anything is written: added users must be active users of the company,
 * removed ones users of the company (archived ones may leave), and nobody in both lists. Answers the lists without
 * repeats.
 */
export async function checkMemberChanges(
  companyId: string,
  input: { assign: readonly string[]; unassign: readonly string[] },
): Promise<{ assign: string[]; unassign: string[] }> {
  const assign = [...new Set(input.assign)];
  const unassign = [...new Set(input.unassign)];
  if (assign.some((id) => unassign.includes(id))) {
    throw AppError.field('assign_users', 'A user cannot be both assigned and unassigned.');
  }
  if (assign.length + unassign.length === 0) return { assign, unassign };
  const users = new Map((await listCompanyUsers(companyId)).map((user) => [user.user_id, user]));
  if (assign.some((id) => users.get(id)?.is_archived !== 0))
    throw AppError.field('assign_users', MSG.GROUP_USER_NOT_FOUND);
  if (unassign.some((id) => !users.has(id))) throw AppError.field('unassign_users', MSG.GROUP_USER_NOT_FOUND);
  return { assign, unassign };
}

/**
 * Manage Users: add and remove members of one group in one call. Added users must be active users of the company;
 * removed ones must be users of the company (archived ones may leave). A user in both lists is refused. New members
 * get the group's courses and playlists; leavers lose only what they had through this group.
 */
export async function changeGroupMembers(
  companyId: string,
  groupId: string,
  input: { assign: readonly string[]; unassign: readonly string[] },
): Promise<TMembershipResult> {
  await getGroup(companyId, groupId);
  const { assign, unassign } = await checkMemberChanges(companyId, input);

  // Membership first, then the enrolments of every requested user, each written only while the membership is as
  // this call left it: a join and a leave of one user racing end as the membership ends, and a retry after a
  // failure part-way completes the job (the enrolments follow the membership whether or not this call changed it).
  const removed = await writeMemberships(
    companyId,
    unassign.map((userId) => ({ groupId, userId })),
    'remove',
  );
  await syncMembersWithGroupTargets(companyId, groupId, unassign, 'remove', { followMembership: true });
  const added = await writeMemberships(
    companyId,
    assign.map((userId) => ({ groupId, userId })),
    'add',
  );
  await syncMembersWithGroupTargets(companyId, groupId, assign, 'add', { followMembership: true });
  return { added: added.map((pair) => pair.userId), removed: removed.map((pair) => pair.userId) };
}
