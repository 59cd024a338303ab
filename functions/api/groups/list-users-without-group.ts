import { defineHandler } from '../../core/http/define-handler';
import { pageGroupUsers } from '../../core/groups/group-lists';

export const handler = defineHandler('groups.unassigned', async ({ auth, query, event }) =>
  pageGroupUsers(auth.companyId, undefined, 'no-group', query, event.rawPath),
);
