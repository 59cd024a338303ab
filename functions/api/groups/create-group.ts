import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { createGroup } from '../../core/workflows/group-commands';
import { changeGroupMembers, checkMemberChanges } from '../../core/workflows/group-membership';
import { getGroup } from '../../core/people/groups/group-repository';
import { presentGroup } from '../../core/people/groups/present-group';

/**
 * Add a new group, with its first members when the body names them: they are checked before the group is made (an
 * unknown or archived user is a 422 on assign_users and nothing is created), then added as Manage Users adds them.
 */
export const handler = defineHandler('groups.create', async ({ auth, body }) => {
  const { assign } = await checkMemberChanges(auth.companyId, { assign: body.assign_users ?? [], unassign: [] });
  const created = await createGroup(auth.companyId, body);
  if (assign.length === 0) return { data: presentGroup(created), message: MSG.GROUP_ADDED };
  await changeGroupMembers(auth.companyId, created.group_id, { assign, unassign: [] });
  return { data: presentGroup(await getGroup(auth.companyId, created.group_id, true)), message: MSG.GROUP_ADDED };
});
