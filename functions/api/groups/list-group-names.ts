import { defineHandler } from '../../core/http/define-handler';
import { pageGroupNames } from '../../core/groups/group-lists';

export const handler = defineHandler('groups.basic', async ({ auth, query, event }) =>
  pageGroupNames(auth.companyId, query, event.rawPath),
);
