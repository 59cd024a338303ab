import { syncMembersWithGroupTargets } from '../delivery/enrolment/group-enrolment';
import { listCompanyMemberships } from '../people/groups/group-repository';
import { writeMemberships } from '../people/groups/membership-writes';

/**
 * Makes a user's groups exactly `groupIds` (already checked to be the company's), with the enrolments membership
 * drives: a new member gets the group's courses and playlists with its deadlines; a leaving member loses only what
 * they had through that group. Memberships and their counters go through the groups module's writes. The current
 * memberships are read consistently. Order as in the groups module: the membership first, then the enrolments,
 * written only while the membership is as this call left it (so a racing join or leave of the same group wins
 * cleanly), and the enrolments of every wanted group are (idempotently) brought in line, so running it again after
 * a failure finishes the job.
 */
export async function setUserGroups(companyId: string, userId: string, groupIds: readonly string[]): Promise<void> {
  const memberships = await listCompanyMemberships(companyId);
  const current = new Set(memberships.get(userId) ?? []);
  const wanted = [...new Set(groupIds)];
  const leaving = [...current].filter((groupId) => !wanted.includes(groupId));

  await writeMemberships(
    companyId,
    leaving.map((groupId) => ({ groupId, userId })),
    'remove',
  );
  for (const groupId of leaving) {
    await syncMembersWithGroupTargets(companyId, groupId, [userId], 'remove', { followMembership: true });
  }
  await writeMemberships(
    companyId,
    wanted.filter((groupId) => !current.has(groupId)).map((groupId) => ({ groupId, userId })),
    'add',
  );
  for (const groupId of wanted) {
    await syncMembersWithGroupTargets(companyId, groupId, [userId], 'add', { followMembership: true });
  }
}

/** Every membership of the user goes, with the enrolments it gave (user deletion). */
export async function removeUserFromAllGroups(companyId: string, userId: string): Promise<void> {
  await setUserGroups(companyId, userId, []);
}
