import { defineHandler } from '../../core/platform/http/define-handler';
import { schemas } from '../../core/people/scim/discovery';
import { runScim, scimJson } from '../../core/people/scim/scim-request';

export const handler = defineHandler('scim.schemas', async ({ event, log }) =>
  runScim(event, log, async () => scimJson(200, await schemas())),
);
