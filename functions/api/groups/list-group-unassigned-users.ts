import { defineHandler } from '../../core/http/define-handler';
import { getGroup } from '../../core/groups/group-repository';
import { pageGroupUsers } from '../../core/groups/group-lists';

export const handler = defineHandler('groups.unenrolledUsers', async ({ auth, params, query, event }) => {
  await getGroup(auth.companyId, params.id);
  return pageGroupUsers(auth.companyId, params.id, 'non-members', query, event.rawPath);
});
