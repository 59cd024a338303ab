import { SSO_MESSAGES } from '@skillway/shared';
import { createConnection } from '../../core/people/sso/sso-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

/** A new OIDC (issuer discovered) or SAML (metadata parsed) connection; the client secret is sealed, never returned. */
export const handler = defineHandler('sso.createConnection', async ({ auth, body, log }) => ({
  message: SSO_MESSAGES.CONNECTION_SAVED,
  data: await createConnection(auth, body, log),
}));
