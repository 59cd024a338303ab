import { defineHandler } from '../../core/platform/http/define-handler';
import { readScimBody, runScim, scimJson } from '../../core/people/scim/scim-request';
import { replaceScimGroup } from '../../core/workflows/scim-groups';

export const handler = defineHandler('scim.replaceGroup', async ({ event, params, log }) =>
  runScim(event, log, async (context) =>
    scimJson(200, await replaceScimGroup(context, params.id, readScimBody(event))),
  ),
);
