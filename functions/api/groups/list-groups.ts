import { defineHandler } from '../../core/platform/http/define-handler';
import { pageGroups } from '../../core/people/groups/group-lists';

export const handler = defineHandler('groups.list', async ({ auth, query, event }) =>
  pageGroups(auth.companyId, query, event.rawPath),
);
