import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { deleteGroup } from '../../core/workflows/group-commands';

export const handler = defineHandler('groups.delete', async ({ auth, params }) => {
  await deleteGroup(auth.companyId, params.id);
  return { message: MSG.GROUP_DELETED };
});
