import { defineHandler } from '../../core/platform/http/define-handler';
import { readScimBody, runScim, scimJson } from '../../core/people/scim/scim-request';
import { createScimUser } from '../../core/people/scim/scim-users';

export const handler = defineHandler('scim.createUser', async ({ event, log }) =>
  runScim(event, log, async (context) => {
    const { resource, location } = await createScimUser(context, readScimBody(event));
    return scimJson(201, resource, location);
  }),
);
