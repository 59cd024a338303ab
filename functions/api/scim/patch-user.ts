import { defineHandler } from '../../core/platform/http/define-handler';
import { readScimBody, runScim, scimJson } from '../../core/people/scim/scim-request';
import { patchScimUser } from '../../core/people/scim/scim-users';

export const handler = defineHandler('scim.patchUser', async ({ event, params, log }) =>
  runScim(event, log, async (context) => scimJson(200, await patchScimUser(context, params.id, readScimBody(event)))),
);
