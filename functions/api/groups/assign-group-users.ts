import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { loadGroupDetail } from '../../core/workflows/group-detail';
import { changeGroupMembers } from '../../core/workflows/group-membership';

export const handler = defineHandler('groups.assignUsers', async ({ auth, params, body }) => {
  await changeGroupMembers(auth.companyId, params.id, {
    assign: body.assign_users ?? [],
    unassign: body.unassign_users ?? [],
  });
  return {
    data: await loadGroupDetail(auth.companyId, params.id, { members: true, targets: false }),
    message: MSG.GROUP_USERS_UPDATED,
  };
});
