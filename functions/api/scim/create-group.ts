import { defineHandler } from '../../core/platform/http/define-handler';
import { readScimBody, runScim, scimJson } from '../../core/people/scim/scim-request';
import { createScimGroup } from '../../core/workflows/scim-groups';

export const handler = defineHandler('scim.createGroup', async ({ event, log }) =>
  runScim(event, log, async (context) => {
    const { resource, location } = await createScimGroup(context, readScimBody(event));
    return scimJson(201, resource, location);
  }),
);
