import { defineHandler } from '../../core/platform/http/define-handler';
import { runScim, scimNoContent } from '../../core/people/scim/scim-request';
import { deleteScimGroup } from '../../core/workflows/scim-groups';

export const handler = defineHandler('scim.deleteGroup', async ({ event, params, log }) =>
  runScim(event, log, async (context) => {
    await deleteScimGroup(context, params.id);
    return scimNoContent();
  }),
);
