import { defineHandler } from '../../core/platform/http/define-handler';
import { getGroup } from '../../core/people/groups/group-repository';
import { pageGroupUsers } from '../../core/people/groups/group-lists';

export const handler = defineHandler('groups.unenrolledUsers', async ({ auth, params, query, event }) => {
  await getGroup(auth.companyId, params.id);
  return pageGroupUsers(auth.companyId, params.id, 'non-members', query, event.rawPath);
});
