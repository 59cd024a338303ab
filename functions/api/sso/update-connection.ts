import { SSO_MESSAGES } from '@skillway/shared';
import { updateConnection } from '../../core/people/sso/sso-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Changes a connection; new IdP settings clear its passed test. A client secret left out keeps the stored one. */
export const handler = defineHandler('sso.updateConnection', async ({ auth, params, body, log }) => ({
  message: SSO_MESSAGES.CONNECTION_SAVED,
  data: await updateConnection(auth, params.id, body, log),
}));
