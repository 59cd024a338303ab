import { defineHandler } from '../../core/platform/http/define-handler';
import { getGroup } from '../../core/people/groups/group-repository';
import { pageGroupUsers } from '../../core/people/groups/group-lists';

export const handler = defineHandler('groups.enrolledUsers', async ({ auth, params, query, event }) => {
  await getGroup(auth.companyId, params.id);
  return pageGroupUsers(auth.companyId, params.id, 'members', query, event.rawPath);
});
