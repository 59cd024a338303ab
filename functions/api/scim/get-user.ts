import { defineHandler } from '../../core/platform/http/define-handler';
import { runScim, scimJson } from '../../core/people/scim/scim-request';
import { getScimUser } from '../../core/people/scim/scim-users';

export const handler = defineHandler('scim.getUser', async ({ event, params, query, log }) =>
  runScim(event, log, async (context) => scimJson(200, await getScimUser(context, params.id, query))),
);
