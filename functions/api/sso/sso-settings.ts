import { readSsoSettings } from '../../core/people/sso/sso-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Admin › Account › Single Sign-On: connections (no secrets), domains with their TXT records, enforcement. */
export const handler = defineHandler('sso.settings', async ({ auth }) => ({
  data: await readSsoSettings(auth.companyId),
}));
