import type { TGroup } from '@skillway/shared';
import { listGroupTargets } from '../delivery/enrolment/group-enrolment';
import { listCompanyUsers } from '../people/users/user-repository';
import { getGroup, listGroupMemberIds } from '../people/groups/group-repository';
import { presentGroup, presentGroupTarget, presentGroupUser } from '../people/groups/present-group';

/** One group, with its active members and its courses and playlists when asked for (consistent reads). */
export async function loadGroupDetail(
  companyId: string,
  groupId: string,
  include: { members: boolean; targets: boolean },
): Promise<TGroup> {
  const group = await getGroup(companyId, groupId, true);
  const out: TGroup = presentGroup(group);
  if (include.members) {
    const memberIds = new Set(await listGroupMemberIds(companyId, groupId));
    out.members = (await listCompanyUsers(companyId))
      .filter((user) => memberIds.has(user.user_id) && user.is_archived !== 1)
      .sort((a, b) => a.first_name.localeCompare(b.first_name) || a.last_name.localeCompare(b.last_name))
      .map((user) => presentGroupUser(user, true));
  }
  if (include.targets) {
    const targets = await listGroupTargets(companyId, groupId);
    out.groupcourses = targets.filter((item) => item.target_type === 'course').map(presentGroupTarget);
    out.groupchannels = targets.filter((item) => item.target_type === 'channel').map(presentGroupTarget);
  }
  return out;
}
