import { defineHandler } from '../../core/platform/http/define-handler';
import { resourceType } from '../../core/people/scim/discovery';
import { runScim, scimJson } from '../../core/people/scim/scim-request';

export const handler = defineHandler('scim.resourceType', async ({ event, params, log }) =>
  runScim(event, log, async () => scimJson(200, await resourceType(params.id))),
);
