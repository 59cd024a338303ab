import { defineHandler } from '../../core/platform/http/define-handler';
import { runScim, scimJson } from '../../core/people/scim/scim-request';
import { getScimGroup } from '../../core/workflows/scim-groups';

export const handler = defineHandler('scim.getGroup', async ({ event, params, query, log }) =>
  runScim(event, log, async (context) => scimJson(200, await getScimGroup(context, params.id, query))),
);
