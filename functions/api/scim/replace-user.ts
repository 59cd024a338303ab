import { defineHandler } from '../../core/platform/http/define-handler';
import { readScimBody, runScim, scimJson } from '../../core/people/scim/scim-request';
import { replaceScimUser } from '../../core/people/scim/scim-users';

export const handler = defineHandler('scim.replaceUser', async ({ event, params, log }) =>
  runScim(event, log, async (context) => scimJson(200, await replaceScimUser(context, params.id, readScimBody(event)))),
);
