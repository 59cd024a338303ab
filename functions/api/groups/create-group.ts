import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/http/define-handler';
import { createGroup } from '../../core/groups/group-commands';
import { presentGroup } from '../../core/groups/present-group';

export const handler = defineHandler('groups.create', async ({ auth, body }) => {
  const group = await createGroup(auth.companyId, body);
  return { data: presentGroup(group), message: MSG.GROUP_ADDED };
});
