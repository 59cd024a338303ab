import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/http/define-handler';
import { deleteGroup } from '../../core/groups/group-commands';

export const handler = defineHandler('groups.delete', async ({ auth, params }) => {
  await deleteGroup(auth.companyId, params.id);
  return { message: MSG.GROUP_DELETED };
});
