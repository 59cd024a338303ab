import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { createGroup } from '../../core/workflows/group-commands';
import { presentGroup } from '../../core/people/groups/present-group';

export const handler = defineHandler('groups.create', async ({ auth, body }) => {
  const group = await createGroup(auth.companyId, body);
  return { data: presentGroup(group), message: MSG.GROUP_ADDED };
});
