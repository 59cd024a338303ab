import { defineHandler } from '../../core/platform/http/define-handler';
import { pageGroupUsers } from '../../core/people/groups/group-lists';

export const handler = defineHandler('groups.unassigned', async ({ auth, query, event }) =>
  pageGroupUsers(auth.companyId, undefined, 'no-group', query, event.rawPath),
);
