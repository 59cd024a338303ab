import { defineHandler } from '../../core/platform/http/define-handler';
import { pageGroupNames } from '../../core/people/groups/group-lists';

export const handler = defineHandler('groups.basic', async ({ auth, query, event }) =>
  pageGroupNames(auth.companyId, query, event.rawPath),
);
