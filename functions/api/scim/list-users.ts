import { defineHandler } from '../../core/platform/http/define-handler';
import { runScim, scimJson } from '../../core/people/scim/scim-request';
import { listScimUsers } from '../../core/people/scim/scim-users';

export const handler = defineHandler('scim.listUsers', async ({ event, query, log }) =>
  runScim(event, log, async (context) => scimJson(200, await listScimUsers(context, query))),
);
