import { defineHandler } from '../../core/platform/http/define-handler';
import { runScim, scimNoContent } from '../../core/people/scim/scim-request';
import { deleteScimUser } from '../../core/people/scim/scim-users';

export const handler = defineHandler('scim.deleteUser', async ({ event, params, log }) =>
  runScim(event, log, async (context) => {
    await deleteScimUser(context, params.id);
    return scimNoContent();
  }),
);
