import { defineHandler } from '../../core/platform/http/define-handler';
import { schema } from '../../core/people/scim/discovery';
import { runScim, scimJson } from '../../core/people/scim/scim-request';

export const handler = defineHandler('scim.schema', async ({ event, params, log }) =>
  runScim(event, log, async () => scimJson(200, await schema(params.id))),
);
