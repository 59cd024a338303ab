import { defineHandler } from '../../core/http/define-handler';
import { pageGroups } from '../../core/groups/group-lists';

export const handler = defineHandler('groups.list', async ({ auth, query, event }) =>
  pageGroups(auth.companyId, query, event.rawPath),
);
