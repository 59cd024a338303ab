import { defineHandler } from '../../core/platform/http/define-handler';
import { runScim, scimJson } from '../../core/people/scim/scim-request';
import { listScimGroups } from '../../core/workflows/scim-groups';

export const handler = defineHandler('scim.listGroups', async ({ event, query, log }) =>
  runScim(event, log, async (context) => scimJson(200, await listScimGroups(context, query))),
);
