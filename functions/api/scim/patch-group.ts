import { defineHandler } from '../../core/platform/http/define-handler';
import { readScimBody, runScim, scimJson } from '../../core/people/scim/scim-request';
import { patchScimGroup } from '../../core/workflows/scim-groups';

export const handler = defineHandler('scim.patchGroup', async ({ event, params, log }) =>
  runScim(event, log, async (context) => scimJson(200, await patchScimGroup(context, params.id, readScimBody(event)))),
);
