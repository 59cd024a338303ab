import { defineHandler } from '../../core/platform/http/define-handler';
import { serviceProviderConfig } from '../../core/people/scim/discovery';
import { runScim, scimJson } from '../../core/people/scim/scim-request';

export const handler = defineHandler('scim.serviceProviderConfig', async ({ event, log }) =>
  runScim(event, log, async (context) => scimJson(200, await serviceProviderConfig(context.baseUrl))),
);
