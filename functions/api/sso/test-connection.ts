import { startConnectionTest } from '../../core/people/sso/sso-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

/** A test sign-in to open in a new window; its result is read with sso.testResult. */
export const handler = defineHandler('sso.testConnection', async ({ auth, params }) => ({
  data: await startConnectionTest(auth, params.id),
}));
