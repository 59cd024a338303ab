import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { updateGroup } from '../../core/workflows/group-commands';
import { presentGroup } from '../../core/people/groups/present-group';

export const handler = defineHandler('groups.update', async ({ auth, params, body }) => {
  const group = await updateGroup(auth.companyId, params.id, body);
  return { data: presentGroup(group), message: MSG.GROUP_UPDATED };
});
