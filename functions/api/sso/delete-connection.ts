import { SSO_MESSAGES } from '@skillway/shared';
import { deleteConnection } from '../../core/people/sso/sso-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Deletes a connection (409 while enforced sign-in uses it). */
export const handler = defineHandler('sso.deleteConnection', async ({ auth, params, log }) => {
  await deleteConnection(auth, params.id, log);
  return { message: SSO_MESSAGES.CONNECTION_DELETED };
});
